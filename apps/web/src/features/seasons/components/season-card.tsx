import { Badge } from '@mantine/core';
import {
  IconCalendarEvent,
  IconFlag,
  IconHourglass,
  IconPencil,
  IconSparkles,
  IconTrash,
} from '@tabler/icons-react';
import { countOf, type Season } from '@punla/contract';
import { formatGameDate, formatGameTime } from '#shared/game-time.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import classes from './seasons.module.css';

export type SeasonStatus = 'current' | 'upcoming' | 'ended';

export function seasonStatus(season: Season, now: number = Date.now()): SeasonStatus {
  if (season.current) return 'current';
  return new Date(season.startDate).getTime() > now ? 'upcoming' : 'ended';
}

const statusLook: Record<
  SeasonStatus,
  { label: string; color: string; variant: 'filled' | 'light' }
> = {
  current: { label: 'Current', color: 'leaf', variant: 'filled' },
  upcoming: { label: 'Upcoming', color: 'sky', variant: 'light' },
  ended: { label: 'Ended', color: 'gray', variant: 'light' },
};

export function daysLeftLabel(days: number | null): string | null {
  if (days === null) return null;
  if (days <= 1) return 'Last day';
  return `${countOf(days, 'day')} left`;
}

interface SeasonCardProps {
  season: Season;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One season: its status, dates, days left and whether players earned XP in it. */
export function SeasonCard({ season, editing, onEdit, onDelete }: SeasonCardProps) {
  const status = seasonStatus(season);
  const look = statusLook[status];
  const daysLeft = daysLeftLabel(season.daysLeft);
  return (
    <li className={classes.card} data-status={status} data-editing={editing || undefined}>
      <div className={classes.cardHead}>
        <h3 className={classes.cardName}>{season.name}</h3>
        <div className={classes.badges}>
          <Badge color={look.color} variant={look.variant} radius="sm">
            {look.label}
          </Badge>
          {daysLeft && (
            <Badge
              color="sun.3"
              variant="filled"
              c="sun.9"
              radius="sm"
              leftSection={<IconHourglass size={12} />}
            >
              {daysLeft}
            </Badge>
          )}
          {season.hasXp ? (
            <Badge
              color="sun"
              variant="light"
              c="sun.9"
              radius="sm"
              leftSection={<IconSparkles size={12} />}
            >
              Has XP
            </Badge>
          ) : (
            <Badge color="gray" variant="outline" radius="sm">
              No XP yet
            </Badge>
          )}
        </div>
      </div>
      <dl className={classes.dates}>
        <div>
          <dt>
            <IconCalendarEvent size={16} stroke={2.4} aria-hidden="true" /> Starts
          </dt>
          <dd>
            {formatGameDate(season.startDate)} <span>{formatGameTime(season.startDate)}</span>
          </dd>
        </div>
        <div>
          <dt>
            <IconFlag size={16} stroke={2.4} aria-hidden="true" /> Ends
          </dt>
          <dd>
            {formatGameDate(season.endDate)} <span>{formatGameTime(season.endDate)}</span>
          </dd>
        </div>
      </dl>
      <div className={classes.cardActions}>
        <GameButton
          color="blue"
          size="sm"
          onClick={onEdit}
          leftSection={<IconPencil size={18} stroke={2.4} />}
          aria-label={`Edit ${season.name}`}
        >
          Edit
        </GameButton>
        <GameButton
          color="red"
          size="sm"
          onClick={onDelete}
          leftSection={<IconTrash size={18} stroke={2.4} />}
          aria-label={`Delete ${season.name}`}
        >
          Delete
        </GameButton>
      </div>
    </li>
  );
}
