/**
 * Idempotency keys (docs/api.md, "Repeating a request"; docs/decisions/024). A client sends
 * one key with each action that must count once (a sign-up, a purchase, a claim, an admin's
 * create) and the same key again when it sends that action again: the server then answers
 * with the first answer instead of doing it twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set (to `true`) on an answer that repeats the first answer given for its key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** 8 to 128 letters, digits, `-` or `_`: a UUID fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** How long the server keeps a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
