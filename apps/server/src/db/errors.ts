/** The name of the unique constraint a failed insert or update broke, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; both pg and PGlite report SQLSTATE 23505.
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505') return candidate.constraint ?? 'unknown';
  }
  return undefined;
}
