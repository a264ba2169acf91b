// `npm run db:move-from-pglite`: moves the earlier version's data into the current database.
import { loadStartConfig } from '../start-server.ts';
import { moveFromPglite } from '../db/move-from-pglite/move-from-pglite.ts';

const config = loadStartConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: this command moves data into the embedded database in DATA_DIR. ' +
      'Unset DATABASE_URL and run it again.',
  );
  process.exit(1);
}
try {
  const report = await moveFromPglite(config.dataDir);
  console.log(`Moved the data in ${config.dataDir} into PostgreSQL:`);
  for (const { table, rows } of report.tables) console.log(`  ${table.padEnd(32)} ${rows} rows`);
  console.log(`The earlier folder is kept at ${report.keptAt}; delete it once all is well.`);
} catch (error) {
  console.error(`Nothing was moved: ${(error as Error).message}`);
  process.exit(1);
}
