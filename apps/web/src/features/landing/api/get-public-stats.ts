import { apiRoutes, pathTo, type publicStats } from '@punla/contract';
import { api } from '#shared/api-client.ts';

/** The landing page's live totals (the contract's publicStats). */
export type PublicStats = ReturnType<typeof publicStats.parse>;

const FIELDS = ['treesPlanted', 'players', 'matureTrees', 'co2KgPerYearEstimate'] as const;

/**
 * Checks the answer by hand: the landing page stays light without the schema library, which
 * the rest of the app loads later (the contract's route table alone is all it takes from there).
 */
export function parsePublicStats(data: unknown): PublicStats {
  if (!data || typeof data !== 'object') throw new TypeError('The totals are not an object.');
  const record = data as Record<string, unknown>;
  const stats = {} as PublicStats;
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new TypeError(`The total "${field}" is not a whole number.`);
    }
    stats[field] = value;
  }
  return stats;
}

export const getPublicStats = (signal?: AbortSignal) =>
  api.get(pathTo(apiRoutes.support.stats), { parse: parsePublicStats }, { signal });
