/** "2 h 14 min", "45 min", "1 min": how long a player has to wait, rounded up to a minute. */
export function formatWait(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * "1 tree", "2 trees", "1,250 trees", "0 trees": a count and its noun, in the plural unless the
 * count is exactly one. Irregular plurals come as the third argument: `countOf(3, 'entry',
 * 'entries')`. The number is grouped the way the game writes numbers (en-PH).
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${countFormat.format(count)} ${count === 1 ? singular : plural}`;
}

/** The noun alone, singular or plural, for texts that print the number apart. */
export function pluralOf(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

const countFormat = new Intl.NumberFormat('en-PH');

/** Words that start with a vowel letter but a consonant sound ("a unique", "a one-time"). */
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|one|once|ewe)/i;
/** Words that start with a silent h ("an hour", "an honest"). */
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

/**
 * The phrase with "a" or "an" before it: "an uncommon Dao seedling", "a rare Narra seedling",
 * "an hour", "a unique tree". Pass `capital` to begin a sentence with it ("An uncommon…").
 */
export function withArticle(phrase: string, capital = false): string {
  const word = phrase.trimStart();
  const an = SILENT_H.test(word) || (/^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word));
  const article = an ? 'an' : 'a';
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${word}`;
}

/** "today", "tomorrow" or "in 3 days", from the number of game days until then. */
export function inGameDays(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${countOf(days, 'day')}`;
}

/**
 * How the game writes an instant with its day and time, read on the game's clock:
 * "Jun 6, 2026, 8:00 AM" (en-US). The screens write it so (`formatGameDateTime`), and so do
 * the server's messages that a screen shows beside its own dates (the check-in desk's): one
 * screen never writes a date two ways. Mails keep their longer form with the weekday and zone.
 */
export const DATE_TIME_OPTIONS = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;
