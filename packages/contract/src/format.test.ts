import { describe, expect, it } from 'vitest';
import { countOf, formatWait, pluralOf, withArticle } from './format.ts';

describe('formatWait', () => {
  it.each([
    [1, '1 min'],
    [59_000, '1 min'],
    [60_000, '1 min'],
    [61_000, '2 min'],
    [45 * 60_000, '45 min'],
    [60 * 60_000, '1 h'],
    [(2 * 60 + 14) * 60_000, '2 h 14 min'],
    [(2 * 60 + 13) * 60_000 + 1, '2 h 14 min'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text);
  });
});

describe('countOf', () => {
  it.each([
    [0, 'tree', undefined, '0 trees'],
    [1, 'tree', undefined, '1 tree'],
    [2, 'tree', undefined, '2 trees'],
    [1250, 'tree', undefined, '1,250 trees'],
    [1, 'player', undefined, '1 player'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
    [2, 'try', 'tries', '2 tries'],
  ])('%i %s is %s', (count, singular, plural, text) => {
    expect(countOf(count, singular, plural)).toBe(text);
  });
});

describe('pluralOf', () => {
  it('gives the singular for one and the plural otherwise', () => {
    expect(pluralOf(1, 'day')).toBe('day');
    expect(pluralOf(0, 'day')).toBe('days');
    expect(pluralOf(2, 'activity', 'activities')).toBe('activities');
  });
});

describe('withArticle', () => {
  it.each([
    ['uncommon Dao seedling', 'an uncommon Dao seedling'],
    ['rare Narra seedling', 'a rare Narra seedling'],
    ['common Bitaog seedling', 'a common Bitaog seedling'],
    ['Acacia', 'an Acacia'],
    ['hour', 'an hour'],
    ['unique tree', 'a unique tree'],
    ['one-time gift', 'a one-time gift'],
    ['extra water', 'an extra water'],
  ])('%s is %s', (phrase, text) => {
    expect(withArticle(phrase)).toBe(text);
  });

  it('begins a sentence with a capital', () => {
    expect(withArticle('uncommon Dao seedling', true)).toBe('An uncommon Dao seedling');
    expect(withArticle('rare Narra seedling', true)).toBe('A rare Narra seedling');
  });
});
