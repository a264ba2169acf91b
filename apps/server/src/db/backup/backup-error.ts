/**
 * A backup or a restore stops for a reason the person running it can act on from the
 * sentence alone (nothing to back up, the target holds players, a tool missing or too old):
 * printed without a stack trace, and nothing is left half done.
 */
export class BackupError extends Error {}
