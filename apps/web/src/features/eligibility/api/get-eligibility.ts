import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, eligibilityCheck, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export type EligibilityCheck = ReturnType<typeof eligibilityCheck.parse>;
export type EligibilityRule = EligibilityCheck['rules'][number];

/** Each rule of the next planting event, passed or not, with the player's progress. */
export const getEligibility = (userId: string) =>
  api.get(pathTo(apiRoutes.eligibility.checker, { userId }), eligibilityCheck);

/** Progress changes with every watering, so a visit always asks again. */
export const eligibilityQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.eligibility(userId),
    queryFn: () => getEligibility(userId),
    staleTime: 0,
  });

export const useEligibility = (userId: string | undefined) =>
  useQuery({ ...eligibilityQueryOptions(userId ?? ''), enabled: Boolean(userId) });
