import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api-client.ts';
import {
  enqueue,
  normalizeCode,
  readQueue,
  sendQueue,
  sentText,
  shouldWait,
  withoutAnswered,
  writeQueue,
} from './check-in-queue.ts';

const at = '2026-06-06T01:00:00.000Z';

describe('the check-in queue of a device without signal', () => {
  it('keeps each code once, read as the server reads it', () => {
    let queue = enqueue([], { code: 'abcde-fghjk', scannedAt: at });
    queue = enqueue(queue, { code: 'ABCDE FGHJK', scannedAt: '2026-06-06T02:00:00.000Z' });
    expect(queue).toEqual([{ code: 'ABCDEFGHJK', scannedAt: at }]);
    expect(normalizeCode(' k2m-3n ')).toBe('K2M3N');
  });

  it('lives in the device’s storage per event, and ignores what is not a queue', () => {
    writeQueue(localStorage, 5, [{ code: 'ABCDEFGHJK', scannedAt: at }]);
    expect(readQueue(localStorage, 5)).toEqual([{ code: 'ABCDEFGHJK', scannedAt: at }]);
    expect(readQueue(localStorage, 6)).toEqual([]);
    localStorage.setItem('punla.check-in-queue.7', '{broken');
    expect(readQueue(localStorage, 7)).toEqual([]);
    writeQueue(localStorage, 5, []);
    expect(localStorage.getItem('punla.check-in-queue.5')).toBeNull();
  });

  it('sends in order, drops answered codes (refusals too), and keeps the rest when the signal drops', async () => {
    const queue = ['AAAAA', 'BBBBB', 'CCCCC', 'DDDDD'].map((code) => ({ code, scannedAt: at }));
    const sent: string[] = [];
    const result = await sendQueue(
      queue,
      async (item) => {
        sent.push(item.code);
        if (item.code === 'BBBBB') {
          throw new ApiError(409, 'Conflict', { message: 'maria was already checked in.' });
        }
        if (item.code === 'CCCCC') throw new TypeError('Failed to fetch');
        return { username: 'juan' };
      },
      (error) => ((error as ApiError).body as { message: string }).message,
    );
    expect(sent).toEqual(['AAAAA', 'BBBBB', 'CCCCC']);
    expect(result.outcomes).toEqual([
      { code: 'AAAAA', kind: 'checked-in', username: 'juan' },
      { code: 'BBBBB', kind: 'refused', message: 'maria was already checked in.' },
    ]);
    expect(result.left.map((item) => item.code)).toEqual(['CCCCC', 'DDDDD']);
    expect(result.noSignal).toBe(true);
  });

  it.each([
    [401, 'Unauthorized'],
    [429, 'Too Many Requests'],
  ])('stops at a %i and keeps that code and the rest, to send them again', async (status, text) => {
    const queue = ['AAAAA', 'BBBBB', 'CCCCC'].map((code) => ({ code, scannedAt: at }));
    const sent: string[] = [];
    const result = await sendQueue(
      queue,
      async (item) => {
        sent.push(item.code);
        if (item.code === 'BBBBB') throw new ApiError(status, text, { message: text });
        return { username: 'juan' };
      },
      () => 'refused',
    );
    expect(sent).toEqual(['AAAAA', 'BBBBB']);
    expect(result.outcomes).toEqual([{ code: 'AAAAA', kind: 'checked-in', username: 'juan' }]);
    expect(result.left.map((item) => item.code)).toEqual(['BBBBB', 'CCCCC']);
    expect(result.noSignal).toBe(false);
  });

  it.each([
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [408, 'Request Timeout'],
  ])('keeps a code the server answers %i for, and still sends the rest', async (status, text) => {
    const queue = ['AAAAA', 'BBBBB', 'CCCCC'].map((code) => ({ code, scannedAt: at }));
    const result = await sendQueue(
      queue,
      async (item) => {
        if (item.code === 'BBBBB') throw new ApiError(status, text, { message: text });
        return { username: item.code === 'AAAAA' ? 'juan' : 'maria' };
      },
      () => 'refused',
    );
    expect(result.outcomes).toEqual([
      { code: 'AAAAA', kind: 'checked-in', username: 'juan' },
      { code: 'CCCCC', kind: 'checked-in', username: 'maria' },
    ]);
    expect(result.left.map((item) => item.code)).toEqual(['BBBBB']);
    expect(result.noSignal).toBe(false);
  });

  it('tells a refusal of the ticket from a reason to wait', () => {
    expect(shouldWait(new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldWait(new ApiError(404, 'Not Found', {}))).toBe(false);
    expect(shouldWait(new ApiError(409, 'Conflict', {}))).toBe(false);
    expect(shouldWait(new ApiError(400, 'Bad Request', {}))).toBe(false);
    expect(shouldWait(new ApiError(504, 'Gateway Timeout', {}))).toBe(true);
  });

  it('gives back the queue as it is now without the answered codes, a scan saved meanwhile too', () => {
    const now = ['AAAAA', 'BBBBB', 'EEEEE'].map((code) => ({ code, scannedAt: at }));
    const left = withoutAnswered(now, [
      { code: 'AAAAA', kind: 'checked-in', username: 'juan' },
      { code: 'BBBBB', kind: 'refused', message: 'maria was already checked in.' },
    ]);
    expect(left).toEqual([{ code: 'EEEEE', scannedAt: at }]);
  });

  it('says what sending did: who is checked in, which code was refused and why, what waits', () => {
    expect(
      sentText(
        [
          { code: 'AAAAA', kind: 'checked-in', username: 'juan' },
          { code: 'CCCCC', kind: 'checked-in', username: 'maria_santos' },
          { code: 'BBBBB', kind: 'refused', message: 'ana was already checked in at 9:02 AM.' },
        ],
        1,
      ),
    ).toBe(
      'Sent 3 saved check-ins. Checked in: juan, maria_santos. Not checked in: BBBBB: ana was already checked in at 9:02 AM. 1 still waiting to be sent.',
    );
    expect(sentText([{ code: 'AAAAA', kind: 'checked-in', username: 'juan' }], 0)).toBe(
      'Sent 1 saved check-in. Checked in: juan.',
    );
  });
});
