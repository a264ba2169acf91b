import type { AppContext } from '../../lib/context.ts';
import { pingDatabase } from './health.repository.ts';

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
}

/** The app's health, and the database's error when it could not be reached. */
export async function checkHealth(
  ctx: AppContext,
): Promise<{ health: Health; databaseError?: unknown }> {
  try {
    await pingDatabase(ctx.db);
    return { health: { status: 'ok', database: 'ok' } };
  } catch (error) {
    return { health: { status: 'unavailable', database: 'unreachable' }, databaseError: error };
  }
}
