import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

const now = new Date('2026-06-10T12:00:00Z');
const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms).toISOString(), now);

describe('timeAgo', () => {
  it('says how long ago a notice came, in words', () => {
    expect(ago(20_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(3 * 86_400_000)).toBe('3 days ago');
    expect(ago(14 * 86_400_000)).toBe('2 weeks ago');
    expect(ago(90 * 86_400_000)).toBe('Mar 12, 2026');
  });

  it('never says a notice comes from the future (a clock a little ahead)', () => {
    expect(timeAgo(new Date(now.getTime() + 30_000).toISOString(), now)).toBe('just now');
  });
});
