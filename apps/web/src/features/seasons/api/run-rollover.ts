import { useMutation } from '@tanstack/react-query';
import { rolloverResult } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';
import { seasonPaths } from './season-paths.ts';

export type RolloverAction = 'disable-previous-season-trees' | 'send-free-seedlings';
export type RolloverResult = ReturnType<typeof rolloverResult.parse>;

const actionPaths: Record<RolloverAction, string> = {
  'disable-previous-season-trees': seasonPaths.disablePreviousSeasonTrees,
  'send-free-seedlings': seasonPaths.sendFreeSeedlings,
};

/** Runs one of the two season-rollover actions; both are safe to repeat. */
export const runRollover = (action: RolloverAction) =>
  api.post(actionPaths[action], undefined, rolloverResult);

export const useRunRollover = () => useMutation({ mutationFn: runRollover });
