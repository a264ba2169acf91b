import { Switch } from '@mantine/core';
import { IconMailFast } from '@tabler/icons-react';
import { toast } from '#shared/toast.ts';
import { Panel } from '#shared/ui/panel.tsx';
import { Loading, LoadFailed } from '#shared/ui/query-state.tsx';
import { useReminderSettings, useSetReminders } from '../api/reminder-settings.ts';
import { REMINDER_SCHEDULE, REMINDER_TOPICS, REMINDER_UNSUBSCRIBE } from './reminder-copy.ts';
import classes from './reminders.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const REMINDERS_ON_TEXT = 'Reminders are on. We will write at most once a day.';
export const REMINDERS_OFF_TEXT = 'Reminders are off.';

/** Profile's e-mail reminders: off until the player turns them on. */
export function ReminderSettingsPanel({ userId }: { userId: string }) {
  const settings = useReminderSettings(userId);
  const change = useSingleFlight(useSetReminders(userId));
  const toggle = (enabled: boolean) =>
    change.mutate(enabled, {
      onSuccess: () => toast.success(enabled ? REMINDERS_ON_TEXT : REMINDERS_OFF_TEXT),
    });
  return (
    <Panel title="Reminders">
      {settings.isPending && <Loading label="Loading your reminders" shape="panel" />}
      {settings.isError && (
        <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && (
        <div className={classes.settings}>
          <Switch
            size="md"
            checked={settings.data.enabled}
            // One change at a time: a second one could be undone by the first one's failure.
            disabled={change.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
            label={
              <span className={classes.label}>
                <IconMailFast size={20} aria-hidden /> E-mail me reminders
              </span>
            }
            classNames={{ description: classes.description }}
            description={REMINDER_SCHEDULE}
          />
          <p className={classes.note}>You may get a mail when:</p>
          <ul className={classes.topics}>
            {REMINDER_TOPICS.map((topic) => (
              <li key={topic}>{topic[0]?.toUpperCase() + topic.slice(1)}</li>
            ))}
          </ul>
          <p className={classes.note}>{REMINDER_UNSUBSCRIBE}</p>
        </div>
      )}
    </Panel>
  );
}
