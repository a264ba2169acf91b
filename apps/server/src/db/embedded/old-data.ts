import fs from 'node:fs';
import path from 'node:path';
import { DatabaseStartError } from './start-error.ts';

/** Where the earlier embedded engine (PGlite) kept its data, inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

const MOVE_COMMAND = 'npm run db:move-from-pglite';

export class OldEmbeddedDataError extends DatabaseStartError {}

/**
 * A data directory written by the earlier embedded engine cannot be opened by PostgreSQL.
 * Starting on an empty database beside it would look like lost data, so the start stops and
 * names the one command that moves every row across.
 */
export function refuseOldEmbeddedData(dataDir: string): void {
  if (!fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'))) return;
  throw new OldEmbeddedDataError(
    `${dataDir} holds data written by an earlier version of Punla (its PGlite database). ` +
      `Move it into the new database with:\n\n  DATA_DIR=${dataDir} ${MOVE_COMMAND}\n\n` +
      'then start again. Nothing has been changed.',
  );
}
