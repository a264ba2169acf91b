import type { Config } from '../config.ts';
import { openEmbedded, openPostgres, type DatabaseHandle } from './client.ts';

/**
 * A PostgreSQL server when DATABASE_URL is set (with DATABASE_DIRECT_URL behind a pooler, and
 * DATABASE_READ_URL's replica), otherwise the embedded one in DATA_DIR.
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databasePoolSize' | 'databaseDirectUrl' | 'databaseReadUrl'>>,
): Promise<DatabaseHandle> {
  const poolSize = config.databasePoolSize;
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, 'postgres', poolSize, {
        ...(config.databaseDirectUrl ? { direct: config.databaseDirectUrl } : {}),
        ...(config.databaseReadUrl ? { read: config.databaseReadUrl } : {}),
      })
    : openEmbedded(config.dataDir, poolSize);
}
