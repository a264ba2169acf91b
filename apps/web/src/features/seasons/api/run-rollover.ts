import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  rolloverStarted,
  seasonJob,
  type RolloverAction,
  type SeasonJob,
} from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export type { RolloverAction, SeasonJob };

const actionPaths: Record<RolloverAction, string> = {
  'disable-previous-season-trees': apiRoutes.seasons.disablePreviousSeasonTrees,
  'send-free-seedlings': apiRoutes.seasons.sendFreeSeedlings,
};

/**
 * Starts one of the two season-rollover actions; the answer is the job to follow (the one
 * already running, when it is; a failed one resumes).
 */
const startRollover = (action: RolloverAction) =>
  api.post(actionPaths[action], undefined, rolloverStarted);

export function useStartRollover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRollover,
    // A resumed job keeps its id: what was read of it (failed) is read again.
    onSuccess: ({ jobId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.seasonJob(jobId) }),
  });
}

const fetchSeasonJob = (jobId: string) =>
  api.get(pathTo(apiRoutes.seasons.job, { jobId }), seasonJob);

/** How often a running job's progress is asked for. */
const SEASON_JOB_POLL_MS = 1000;

const finished = (job: SeasonJob | undefined) => job?.state === 'done' || job?.state === 'failed';

/** A job's progress, asked again every second until it has finished or failed. */
export const useSeasonJob = (jobId: string | null) =>
  useQuery({
    queryKey: queryKeys.seasonJob(jobId ?? ''),
    queryFn: () => fetchSeasonJob(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : SEASON_JOB_POLL_MS),
  });
