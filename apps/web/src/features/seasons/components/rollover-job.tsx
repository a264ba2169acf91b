import { useEffect, useRef } from 'react';
import { Progress } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheckFilled } from '@tabler/icons-react';
import { ApiError } from '#shared/api-client.ts';
import { toast } from '#shared/toast.ts';
import { useSeasonJob, type RolloverAction, type SeasonJob } from '../api/run-rollover.ts';
import classes from './seasons.module.css';

/** What an action walks, counted in its progress line. */
const UNITS: Record<RolloverAction, [one: string, many: string]> = {
  'send-free-seedlings': ['player', 'players'],
  'disable-previous-season-trees': ['tree', 'trees'],
};

const number = new Intl.NumberFormat('en-PH');

function progressText(job: SeasonJob): string {
  const [one, many] = UNITS[job.action];
  return `${number.format(job.done)} of ${number.format(job.total)} ${job.total === 1 ? one : many}`;
}

/**
 * A rollover action's job as it runs: a bar with done of total, then what it changed, or why
 * it failed. Tells `onState` each state it reads, so the card can offer to resume.
 */
export function RolloverJob({
  jobId,
  title,
  onState,
}: {
  jobId: string;
  title: string;
  /** Each state read, with the job's season (a job of an earlier season is started again). */
  onState: (state: SeasonJob['state'] | 'gone', season?: string) => void;
}) {
  const { data: job, error } = useSeasonJob(jobId);
  // Only a job the server no longer has (deleted with its season, or long finished) is let go;
  // a server that cannot be reached for a while is asked again.
  const gone = error instanceof ApiError && error.status === 404;
  // A result is toasted once, when this page saw the job finish (not on coming back to it).
  const seenRunning = useRef(false);
  const state = job?.state;
  useEffect(() => {
    if (gone) onState('gone');
    if (!job || !state) return;
    onState(state, job.season);
    if (state === 'queued' || state === 'running') seenRunning.current = true;
    else if (seenRunning.current) {
      seenRunning.current = false;
      if (state === 'done' && job.message) toast.success(job.message);
      if (state === 'failed' && job.error) toast.error(job.error);
    }
  }, [job, state, gone, onState]);

  if (!job) return null;
  // Rounded down: 100 % only once every row is walked.
  const percent = job.total === 0 ? 100 : Math.min(100, Math.floor((job.done / job.total) * 100));
  const running = job.state === 'queued' || job.state === 'running';
  return (
    <div className={classes.jobStatus}>
      {running && (
        <>
          <Progress
            value={percent}
            size="lg"
            radius="xl"
            color="leaf.6"
            striped
            animated
            aria-label={`${title}, ${job.season}`}
          />
          <p className={classes.jobLine}>
            {job.season}:{' '}
            {job.state === 'queued' && job.done === 0
              ? 'waiting to start…'
              : `${progressText(job)} · ${percent}%`}
          </p>
        </>
      )}
      {/* Said once when it changes (started, done, stopped), not at every step of the bar. */}
      <p className={classes.visuallyHidden} role="status">
        {running ? `${title}: running.` : ''}
      </p>
      {job.state === 'done' && (
        <p className={classes.jobDone} role="status">
          <IconCircleCheckFilled size={18} aria-hidden="true" />
          <span>
            {job.season}: {job.message}
          </span>
        </p>
      )}
      {job.state === 'failed' && (
        <p className={classes.jobFailed} role="alert">
          <IconAlertTriangle size={18} aria-hidden="true" />
          <span>
            {job.season}: stopped at {progressText(job)}. {job.error}
          </span>
        </p>
      )}
    </div>
  );
}
