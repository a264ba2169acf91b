// `npm run db:seed`: migrates and seeds the database, and stops.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';

// Building the app applies the migrations and seeds what a fresh install needs (the first
// admin account); nothing is served.
const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database, webDistDir: null });
await app.close();
await database.close();
console.log('Database seeded.');
