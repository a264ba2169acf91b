import { useCallback, useState } from 'react';
import { IconGift, IconMoonStars, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { useStartRollover, type RolloverAction, type SeasonJob } from '../api/run-rollover.ts';
import { RolloverJob } from './rollover-job.tsx';
import classes from './seasons.module.css';

interface ActionInfo {
  action: RolloverAction;
  title: string;
  button: string;
  icon: typeof IconGift;
  summary: string;
  details: string[];
}

export const ROLLOVER_ACTIONS: ActionInfo[] = [
  {
    action: 'disable-previous-season-trees',
    title: 'Make earlier trees dormant',
    button: 'Make dormant',
    icon: IconMoonStars,
    summary: 'Closes the growing of trees planted before the current season.',
    details: [
      'Every tree that is still growing and was planted before the current season becomes Dormant.',
      'Dormant trees stay in their owners’ forests at the stage they reached, but can no longer be watered or fertilized. Mature trees are not touched.',
      'Safe to repeat: trees that are dormant already are left as they are.',
      'It runs on the server in batches: you can follow it here, or leave the page.',
    ],
  },
  {
    action: 'send-free-seedlings',
    title: 'Send free seedlings',
    button: 'Send seedlings',
    icon: IconGift,
    summary: 'Gives every verified player one free seedling for the current season.',
    details: [
      'Every verified player receives one free common seedling for the current season, once.',
      'Safe to repeat: a second run only gives to players who have not had theirs this season (for example, players verified since).',
      'It runs on the server in batches: you can follow it here, or leave the page.',
    ],
  },
];

/** The job an action is following, kept for the tab's life: a reload keeps following it. */
const jobKey = (action: RolloverAction) => `punla.seasonJob.${action}`;

function storedJob(action: RolloverAction): string | null {
  try {
    return sessionStorage.getItem(jobKey(action));
  } catch {
    return null;
  }
}

function storeJob(action: RolloverAction, jobId: string | null) {
  try {
    if (jobId) sessionStorage.setItem(jobKey(action), jobId);
    else sessionStorage.removeItem(jobKey(action));
  } catch {
    // Storage refused (private mode): the job is followed until the page is left.
  }
}

/**
 * The two season-rollover actions, each behind a confirmation that says what it does. A
 * started action runs on the server in batches: its card shows the progress, then the result,
 * or why it stopped and a Resume button.
 */
export function RolloverActions({ currentSeason }: { currentSeason: string | null }) {
  const start = useSingleFlight(useStartRollover());
  const [pending, setPending] = useState<ActionInfo | null>(null);
  const [jobs, setJobs] = useState<Record<RolloverAction, string | null>>(() => ({
    'disable-previous-season-trees': storedJob('disable-previous-season-trees'),
    'send-free-seedlings': storedJob('send-free-seedlings'),
  }));
  const [states, setStates] = useState<
    Partial<Record<RolloverAction, { state: SeasonJob['state']; season?: string }>>
  >({});

  const follow = useCallback((action: RolloverAction, jobId: string | null) => {
    storeJob(action, jobId);
    setJobs((current) => ({ ...current, [action]: jobId }));
  }, []);

  const run = (action: RolloverAction, onSettled?: () => void) =>
    start.mutate(action, {
      onSuccess: ({ jobId }) => {
        // Running from the answer on: until the job is read again, the card must not offer
        // Resume or the action a second time (a second tap would send a second start).
        setStates((current) => ({
          ...current,
          [action]: { state: 'queued', season: currentSeason ?? undefined },
        }));
        follow(action, jobId);
      },
      onSettled,
    });

  const confirm = () => {
    if (!pending) return;
    run(pending.action, () => setPending(null));
  };

  return (
    <section className={classes.rollover} aria-labelledby="rollover-title">
      <h2 id="rollover-title" className={classes.sectionTitle}>
        Season rollover
      </h2>
      <p className={classes.sectionLead}>
        Run these once a new season has started
        {currentSeason ? ` (now: ${currentSeason})` : ''}. Both are safe to run again.
      </p>
      <div className={classes.actionGrid}>
        {ROLLOVER_ACTIONS.map((info) => {
          const jobId = jobs[info.action];
          const read = jobId ? states[info.action] : undefined;
          const state = read?.state;
          // A failed job of this season goes on where it stopped; one of an earlier season
          // is not this season's: the action starts anew.
          const resumes = read?.season === undefined || read.season === currentSeason;
          const running = state === 'queued' || state === 'running';
          return (
            <div key={info.action} className={classes.actionCard}>
              <span className={classes.actionIcon} aria-hidden="true">
                <info.icon size={26} stroke={2.2} />
              </span>
              <div className={classes.actionText}>
                <h3>{info.title}</h3>
                <p>{info.summary}</p>
              </div>
              {jobId && (
                <RolloverJob
                  jobId={jobId}
                  title={info.title}
                  onState={(next, season) => {
                    if (next === 'gone') follow(info.action, null);
                    else
                      setStates((current) =>
                        current[info.action]?.state === next &&
                        current[info.action]?.season === season
                          ? current
                          : { ...current, [info.action]: { state: next, season } },
                      );
                  }}
                />
              )}
              {state === 'failed' && resumes ? (
                <GameButton
                  color="yellow"
                  size="sm"
                  loading={start.isPending}
                  onClick={() => run(info.action)}
                  leftSection={<IconRefresh size={18} stroke={2.4} />}
                >
                  Resume
                </GameButton>
              ) : (
                <GameButton
                  color={info.action === 'send-free-seedlings' ? 'green' : 'blue'}
                  size="sm"
                  disabled={running || start.isPending}
                  onClick={() => setPending(info)}
                  leftSection={<IconPlayerPlay size={18} stroke={2.4} />}
                >
                  {running ? 'Running…' : info.button}
                </GameButton>
              )}
            </div>
          );
        })}
      </div>

      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? `${pending.title}?` : ''}
        details={pending?.details ?? []}
        cancelLabel="Not now"
        confirmLabel={pending?.button ?? 'Run'}
        confirmColor="green"
        confirmIcon={<IconPlayerPlay size={18} stroke={2.4} />}
        loading={start.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
