// How a person's e-mail address and usernames are taken out of texts and recorded values that
// quote them (docs/decisions/039). Only string values change, never the keys of a record, and a
// username only as a whole word: a player named "coins" leaves the word "coins" in other
// players' records alone, and a record's fields keep their names.

/** The person as quoted: their address and every username they had. */
export interface QuotedPerson {
  email: string;
  usernames: string[];
}

const WORD = /[A-Za-z0-9_]/;

/** `text` with every whole-word use of `word` (any case) replaced by `label`. */
function replaceWord(text: string, word: string, label: string): string {
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
    const before = at > 0 ? text.charAt(at - 1) : '';
    const after = text.charAt(at + needle.length);
    if (at < from || WORD.test(before) || WORD.test(after)) continue;
    out += text.slice(from, at) + label;
    from = at + needle.length;
  }
  return out + text.slice(from);
}

/** A free text (a reason, a reply) with the person's address and names replaced by `label`. */
export function withoutPerson(text: string, person: QuotedPerson, label: string): string {
  let out = replaceWord(text, person.email, label);
  for (const name of person.usernames) out = replaceWord(out, name, label);
  return out;
}

/**
 * A recorded value (JSON) with the person taken out of its strings: `anywhere` replaces their
 * address and names inside any string (a record about them); otherwise only strings that are
 * exactly the address or a name (another record that names them in a field).
 */
export function valueWithoutPerson(
  value: unknown,
  person: QuotedPerson,
  label: string,
  anywhere: boolean,
): unknown {
  if (typeof value === 'string') {
    if (anywhere) return withoutPerson(value, person, label);
    const lower = value.toLowerCase();
    const named =
      lower === person.email.toLowerCase() ||
      person.usernames.some((name) => name.toLowerCase() === lower);
    return named ? label : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => valueWithoutPerson(item, person, label, anywhere));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        valueWithoutPerson(item, person, label, anywhere),
      ]),
    );
  }
  return value;
}
