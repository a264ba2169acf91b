/**
 * The `Idempotency-Key`s of actions that count once (docs/api.md, "Repeating a request"). A
 * key is made for an action when it is first sent and given again to the same request (same
 * method, address and body) sent again before it is answered: a double tap, a retry after the
 * connection dropped, a tap on "Sign up" again after a failure whose answer never arrived. The
 * server then carries it out once and gives every repeat the first answer. Once the action is
 * answered (done or refused) its key is forgotten, and the same request is a new action.
 */

/** A key the server still keeps (24 hours); the same request after this is a new action. */
const REUSE_MS = 60 * 60 * 1000;

export interface PendingAction {
  id: string;
  key: string;
}

const pending = new Map<string, { key: string; since: number }>();

/** A random key: a UUID where the browser makes one, else 32 random hex digits. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What makes two requests the same action: a form's fields and its file's name and size. */
function bodyText(body: unknown): string {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const fields: string[][] = [];
    body.forEach((value, name) => {
      fields.push(
        typeof value === 'string'
          ? [name, value]
          : [name, `file:${value.name}:${value.size}:${value.type}:${value.lastModified}`],
      );
    });
    return JSON.stringify(fields);
  }
  return JSON.stringify(body ?? {});
}

/**
 * A 53-bit hash of a request's text (cyrb53): what names an action in memory, so that the
 * request itself (a sign-up's password) is not kept while its answer is awaited.
 */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The key for this request: the one of the same request still unanswered, or a new one. */
export function idempotencyKeyFor(method: string, path: string, body: unknown): PendingAction {
  const id = `${method} ${path} ${hashText(bodyText(body))}`;
  const now = Date.now();
  const known = pending.get(id);
  if (known && now - known.since < REUSE_MS) return { id, key: known.key };
  const key = newIdempotencyKey();
  pending.set(id, { key, since: now });
  return { id, key };
}

/** The action was answered: the same request again is a new action, with a new key. */
export function forgetIdempotencyKey(action: PendingAction): void {
  if (pending.get(action.id)?.key === action.key) pending.delete(action.id);
}
