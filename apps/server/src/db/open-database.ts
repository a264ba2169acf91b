import type { Config } from '../config.ts';
import { openEmbedded, openPostgres, type DatabaseHandle } from './client.ts';

/** A PostgreSQL server when DATABASE_URL is set, otherwise the embedded one in DATA_DIR. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
): Promise<DatabaseHandle> {
  const poolSize = config.databasePoolSize;
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, 'postgres', poolSize)
    : openEmbedded(config.dataDir, poolSize);
}
