import { useEffect, useRef } from 'react';
import { Progress } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheckFilled } from '@tabler/icons-react';
import { toast } from '#shared/toast.ts';
import { useSeasonJob, type RolloverAction, type SeasonJob } from '../api/run-rollover.ts';
import classes from './seasons.module.css';

/** What an action walks, counted in its progress line. */
const UNITS: Record<RolloverAction, [one: string, many: string]> = {
  'send-free-seedlings': ['player', 'players'],
  'disable-previous-season-trees': ['tree', 'trees'],
};

const number = new Intl.NumberFormat('en-PH');

export function progressText(job: SeasonJob): string {
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
  onState: (state: SeasonJob['state'] | 'gone') => void;
}) {
  const { data: job, error } = useSeasonJob(jobId);
  // A result is toasted once, when this page saw the job finish (not on coming back to it).
  const seenRunning = useRef(false);
  const state = job?.state;
  useEffect(() => {
    if (error) onState('gone');
    if (!job || !state) return;
    onState(state);
    if (state === 'queued' || state === 'running') seenRunning.current = true;
    else if (seenRunning.current) {
      seenRunning.current = false;
      if (state === 'done' && job.message) toast.success(job.message);
      if (state === 'failed' && job.error) toast.error(job.error);
    }
  }, [job, state, error, onState]);

  if (!job) return null;
  const percent = job.total === 0 ? 100 : Math.min(100, Math.round((job.done / job.total) * 100));
  const running = job.state === 'queued' || job.state === 'running';
  return (
    <div className={classes.jobStatus} role="status" aria-live="polite">
      {running && (
        <>
          <Progress
            value={job.state === 'queued' ? 0 : percent}
            size="lg"
            radius="xl"
            color="leaf.6"
            striped
            animated
            aria-label={`${title}: ${percent}%`}
          />
          <p className={classes.jobLine}>
            {job.state === 'queued' ? 'Waiting to start…' : `${progressText(job)} · ${percent}%`}
          </p>
        </>
      )}
      {job.state === 'done' && (
        <p className={classes.jobDone}>
          <IconCircleCheckFilled size={18} aria-hidden="true" />
          {job.message}
        </p>
      )}
      {job.state === 'failed' && (
        <p className={classes.jobFailed}>
          <IconAlertTriangle size={18} aria-hidden="true" />
          <span>
            Stopped at {progressText(job)}. {job.error}
          </span>
        </p>
      )}
    </div>
  );
}
