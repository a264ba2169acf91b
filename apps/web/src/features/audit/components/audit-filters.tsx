import { useState, type FormEvent } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { GameButton } from '#shared/ui/game-button.tsx';
import type { AuditFilters } from '../api/list-audit-entries.ts';
import { useAdmins } from '../api/list-admins.ts';
import {
  ACTIONS,
  ACTION_PLACEHOLDER,
  ACTOR_PLACEHOLDER,
  APPLY,
  CLEAR,
  FIELD_LABEL,
  FILTERS_LABEL,
  formerAdminText,
  TARGET_ID_PLACEHOLDER,
  TARGET_TYPES,
  TARGET_TYPE_PLACEHOLDER,
} from './audit-text.ts';
import classes from './audit.module.css';

const FIELDS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** The filters, edited here and applied together (the page keeps them in its address). */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const admins = useAdmins();
  // An admin named in the address but not among today's admins (a former one) stays choosable.
  const adminChoices = [
    ...(admins.data ?? []),
    ...(filters.actor && !admins.data?.some((admin) => admin.value === filters.actor)
      ? [{ value: filters.actor, label: formerAdminText(filters.actor) }]
      : []),
  ];
  const set = (field: keyof AuditFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };
  const options = (placeholder: string, choices: { value: string; label: string }[]) => [
    { value: '', label: placeholder },
    ...choices,
  ];
  return (
    <form className={classes.filters} aria-label={FILTERS_LABEL} onSubmit={submit}>
      <NativeSelect
        size="md"
        radius="md"
        label={FIELD_LABEL.action}
        value={draft.action ?? ''}
        onChange={(event) => set('action')(event.currentTarget.value)}
        data={options(ACTION_PLACEHOLDER, ACTIONS)}
      />
      <NativeSelect
        size="md"
        radius="md"
        label={FIELD_LABEL.actor}
        value={draft.actor ?? ''}
        onChange={(event) => set('actor')(event.currentTarget.value)}
        data={options(ACTOR_PLACEHOLDER, adminChoices)}
      />
      <NativeSelect
        size="md"
        radius="md"
        label={FIELD_LABEL.targetType}
        value={draft.targetType ?? ''}
        onChange={(event) => set('targetType')(event.currentTarget.value)}
        data={options(TARGET_TYPE_PLACEHOLDER, TARGET_TYPES)}
      />
      <TextInput
        size="md"
        radius="md"
        label={FIELD_LABEL.targetId}
        placeholder={TARGET_ID_PLACEHOLDER}
        maxLength={80}
        value={draft.targetId ?? ''}
        onChange={(event) => set('targetId')(event.currentTarget.value.trim())}
      />
      <TextInput
        size="md"
        radius="md"
        type="date"
        label={FIELD_LABEL.from}
        value={draft.from ?? ''}
        onChange={(event) => set('from')(event.currentTarget.value)}
      />
      <TextInput
        size="md"
        radius="md"
        type="date"
        label={FIELD_LABEL.to}
        value={draft.to ?? ''}
        onChange={(event) => set('to')(event.currentTarget.value)}
      />
      <div className={classes.filterActions}>
        <GameButton type="submit" color="green" size="sm">
          {APPLY}
        </GameButton>
        {FIELDS.some((field) => filters[field]) ? (
          <GameButton type="button" color="yellow" size="sm" onClick={clear}>
            {CLEAR}
          </GameButton>
        ) : null}
      </div>
    </form>
  );
}
