import { describe, expect, it } from 'vitest';
import { changedFields, withoutSecrets } from './audit.ts';

describe('what an audit entry keeps', () => {
  it('hides passwords, tokens, hashes and codes at any depth, and writes dates as ISO', () => {
    const kept = withoutSecrets({
      username: 'maria',
      passwordHash: '$argon2id$…',
      session: { token: 'eyJ…', refreshToken: 'r' },
      tickets: [{ code: 'ABCD-EFGH', eventId: 4 }],
      referralCode: 'MARIA1',
      verifiedAt: new Date('2026-05-01T02:00:00.000Z'),
      resetCode: null,
    });
    expect(kept).toEqual({
      username: 'maria',
      passwordHash: '[hidden]',
      session: { token: '[hidden]', refreshToken: '[hidden]' },
      tickets: [{ code: '[hidden]', eventId: 4 }],
      referralCode: '[hidden]',
      verifiedAt: '2026-05-01T02:00:00.000Z',
      resetCode: null,
    });
  });

  it('keeps only the fields that changed', () => {
    expect(
      changedFields(
        { name: 'Mango', price: 10, tags: ['a'], note: 'same' },
        { name: 'Mango', price: 12, tags: ['a', 'b'], note: 'same', stock: 5 },
      ),
    ).toEqual({
      before: { price: 10, tags: ['a'], stock: null },
      after: { price: 12, tags: ['a', 'b'], stock: 5 },
    });
  });

  it('keeps a whole record created or removed', () => {
    expect(changedFields(null, { id: 3, name: 'Narra' })).toEqual({
      before: null,
      after: { id: 3, name: 'Narra' },
    });
    expect(changedFields({ id: 3, name: 'Narra' }, null)).toEqual({
      before: { id: 3, name: 'Narra' },
      after: null,
    });
  });
});
