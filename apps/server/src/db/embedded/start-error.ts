/**
 * The embedded database cannot start for a reason the person starting it can fix from the
 * message alone (the folder in use, old data to move, a folder the database cannot reach):
 * printed without a stack trace.
 */
export class DatabaseStartError extends Error {}
