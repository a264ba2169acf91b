// `npm run db:migrate`: applies the pending migrations and stops.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';

// Opening the database applies every pending migration.
const handle = await openDatabase(loadConfig());
await handle.close();
console.log('Migrations applied.');
