import { queryOptions, useQuery } from '@tanstack/react-query';
import { eligibilityCheck } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

export type EligibilityCheck = ReturnType<typeof eligibilityCheck.parse>;
export type EligibilityRule = EligibilityCheck['rules'][number];

const enc = encodeURIComponent;

export const eligibilityPaths = {
  checker: (userId: string) => `/api/secure/planted-tree/user/${enc(userId)}/checker`,
} as const;

/** Each rule of the next planting event, passed or not, with the player's progress. */
export const getEligibility = (userId: string) =>
  api.get(eligibilityPaths.checker(userId), eligibilityCheck);

/** Progress changes with every watering, so a visit always asks again. */
export const eligibilityQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['eligibility', userId] as const,
    queryFn: () => getEligibility(userId),
    staleTime: 0,
  });

export const useEligibility = (userId: string | undefined) =>
  useQuery({ ...eligibilityQueryOptions(userId ?? ''), enabled: Boolean(userId) });
