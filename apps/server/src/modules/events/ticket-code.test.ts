import { describe, expect, it } from 'vitest';
import { TICKET_CODE_LENGTH } from '@punla/contract';
import { newTicketCode, normalizeTicketCode } from './ticket-code.ts';

describe('ticket codes', () => {
  it('are 10 characters without look-alikes, and differ', () => {
    const codes = new Set(Array.from({ length: 2000 }, newTicketCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toHaveLength(TICKET_CODE_LENGTH);
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]+$/);
    }
  });

  it('read the same typed in any case with spaces or dashes', () => {
    expect(normalizeTicketCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normalizeTicketCode('AB CD\tEF')).toBe('ABCDEF');
  });
});
