import { useState, type ReactNode } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { auditExportQuery } from '@punla/contract';
import { schemaErrors } from '#shared/form-validation.ts';
import { formatGameDate, formatGameLastDay, gameDayOf } from '#shared/game-time.ts';
import { fieldLabels } from '#shared/ui/admin-form.tsx';
import { getErrorText } from '#shared/error-text.ts';
import { useEndedSeasons, useExportEvents } from '../api/list-export-choices.ts';
import type { ExportRequest } from '../api/download-export.ts';
import * as words from './exports-text.ts';
import classes from './exports.module.css';

/*
 * The fields of the exports that need one, each a hook that gives the field to draw and the
 * request it makes (null, with the field's error shown, while something is missing).
 */

interface ExportChoice {
  field: ReactNode;
  request: () => ExportRequest | null;
  ready: boolean;
}

const options = (placeholder: string, choices: { value: string; label: string }[]) => [
  { value: '', label: placeholder },
  ...choices,
];

/** The event whose attendees to export, the latest first. */
export function useEventChoice(): ExportChoice {
  const events = useExportEvents();
  const [eventId, setEventId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = (events.data ?? []).map((event) => ({
    value: String(event.id),
    label: `${event.name} · ${formatGameDate(event.startsAt)}`,
  }));
  const empty = events.isSuccess && choices.length === 0;
  const field = empty ? (
    <p className={classes.note}>{words.NO_EVENTS}</p>
  ) : (
    <NativeSelect
      label={words.EVENT_LABEL}
      classNames={fieldLabels}
      value={eventId}
      disabled={!events.isSuccess}
      error={error ?? (events.isError ? getErrorText(events.error) : undefined)}
      onChange={(event) => {
        setEventId(event.currentTarget.value);
        setError(null);
      }}
      data={options(events.isPending ? words.LOADING_EVENTS : words.EVENT_PLACEHOLDER, choices)}
    />
  );
  const request = () => {
    if (!eventId) {
      setError(words.EVENT_MISSING);
      return null;
    }
    return { kind: 'attendees' as const, query: { eventId } };
  };
  return { field, request, ready: events.isSuccess && !empty };
}

/** The ended season whose final standings to export, the latest first. */
export function useSeasonChoice(): ExportChoice {
  const [now] = useState(() => Date.now());
  const seasons = useEndedSeasons(now);
  const [season, setSeason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = (seasons.data ?? []).map((ended) => ({
    value: String(ended.id),
    label: `${ended.name} · ended ${formatGameLastDay(ended.endDate)}`,
  }));
  const empty = seasons.isSuccess && choices.length === 0;
  const field = empty ? (
    <p className={classes.note}>{words.NO_SEASONS}</p>
  ) : (
    <NativeSelect
      label={words.SEASON_LABEL}
      classNames={fieldLabels}
      value={season}
      disabled={!seasons.isSuccess}
      error={error ?? (seasons.isError ? getErrorText(seasons.error) : undefined)}
      onChange={(event) => {
        setSeason(event.currentTarget.value);
        setError(null);
      }}
      data={options(seasons.isPending ? words.LOADING_SEASONS : words.SEASON_PLACEHOLDER, choices)}
    />
  );
  const request = () => {
    if (!season) {
      setError(words.SEASON_MISSING);
      return null;
    }
    return { kind: 'standings' as const, query: { season } };
  };
  return { field, request, ready: seasons.isSuccess && !empty };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit log's range of days: the last 30 to start with. */
export function useRangeChoice(): ExportChoice {
  const [range, setRange] = useState(() => ({
    from: gameDayOf(Date.now() - 29 * DAY_MS),
    to: gameDayOf(Date.now()),
  }));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const set = (edge: 'from' | 'to') => (value: string) => {
    setRange((current) => ({ ...current, [edge]: value }));
    setErrors((current) => ({ ...current, [edge]: undefined }));
  };
  const field = (
    <div className={classes.range}>
      <TextInput
        type="date"
        label={words.FROM_LABEL}
        classNames={fieldLabels}
        value={range.from}
        error={errors.from}
        onChange={(event) => set('from')(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={words.TO_LABEL}
        classNames={fieldLabels}
        value={range.to}
        error={errors.to}
        onChange={(event) => set('to')(event.currentTarget.value)}
      />
      <p className={classes.note}>{words.RANGE_DESCRIPTION}</p>
    </div>
  );
  const request = () => {
    // The same rules as the server's (the contract's query), in its words.
    const found: { from?: string; to?: string } = schemaErrors(auditExportQuery, range);
    if (!range.from) found.from = words.FROM_MISSING;
    if (!range.to) found.to = words.TO_MISSING;
    setErrors(found);
    if (found.from || found.to) return null;
    return { kind: 'audit' as const, query: range };
  };
  return { field, request, ready: true };
}
