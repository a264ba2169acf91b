import { apiRoutes, type PublicImpact } from '@punla/contract';
import { api } from '#shared/api-client.ts';

const FIELDS = [
  'realTreesPlanted',
  'realTreesSurviving',
  'realTreesChecked',
  'events',
  'volunteers',
] as const;

/** Checks the answer by hand, as the live totals do, to keep the landing page light. */
export function parsePublicImpact(data: unknown): PublicImpact {
  if (!data || typeof data !== 'object') throw new TypeError('The impact is not an object.');
  const record = data as Record<string, unknown>;
  const impact = {} as PublicImpact;
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new TypeError(`The figure "${field}" is not a whole number.`);
    }
    impact[field] = value;
  }
  return impact;
}

export const getRealImpact = (signal?: AbortSignal) =>
  api.get(apiRoutes.events.impact, { parse: parsePublicImpact }, { signal });
