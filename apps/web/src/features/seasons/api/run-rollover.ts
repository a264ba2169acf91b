import { useMutation } from '@tanstack/react-query';
import { apiRoutes, rolloverResult } from '@punla/contract';
import { api } from '#shared/api-client.ts';

export type RolloverAction = 'disable-previous-season-trees' | 'send-free-seedlings';
export type RolloverResult = ReturnType<typeof rolloverResult.parse>;

const actionPaths: Record<RolloverAction, string> = {
  'disable-previous-season-trees': apiRoutes.seasons.disablePreviousSeasonTrees,
  'send-free-seedlings': apiRoutes.seasons.sendFreeSeedlings,
};

/** Runs one of the two season-rollover actions; both are safe to repeat. */
export const runRollover = (action: RolloverAction) =>
  api.post(actionPaths[action], undefined, rolloverResult);

export const useRunRollover = () => useMutation({ mutationFn: runRollover });
