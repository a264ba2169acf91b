import { useEffect, useRef, useState } from 'react';
import { CloseButton, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PLAYER_SEARCH_MAX_LENGTH } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { SEARCH, STATUS_CHOICES, type StatusChoice } from './players-text.ts';
import classes from './players.module.css';

/** How long typing pauses before the search follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box and the status filter. The search follows the typing once it pauses, and
 * at once on Enter or the Search button; the filter applies when chosen.
 */
export function PlayerSearchForm({
  q,
  status,
  onSearch,
  onStatus,
}: {
  q: string;
  status: StatusChoice;
  onSearch: (q: string) => void;
  onStatus: (status: StatusChoice) => void;
}) {
  const [draft, setDraft] = useState(q);
  const box = useRef<HTMLInputElement>(null);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The box follows the address when it changes elsewhere (back, a link).
  useEffect(() => setDraft((typed) => (typed.trim() === q ? typed : q)), [q]);

  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => latest.current(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);

  return (
    <form
      role="search"
      aria-label={SEARCH.label}
      className={classes.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <div className={classes.searchRow}>
        <TextInput
          ref={box}
          className={classes.searchBox}
          type="search"
          label={SEARCH.label}
          description={SEARCH.description}
          classNames={{ label: adminClasses.label }}
          placeholder={SEARCH.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={PLAYER_SEARCH_MAX_LENGTH}
          radius="xl"
          size="md"
          leftSection={<IconSearch size={18} stroke={2.4} aria-hidden="true" />}
          rightSection={
            draft ? (
              <CloseButton
                aria-label={SEARCH.clearBox}
                onClick={() => {
                  setDraft('');
                  onSearch('');
                  box.current?.focus();
                }}
              />
            ) : null
          }
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <GameButton type="submit" color="green" className={classes.searchButton}>
          {SEARCH.submit}
        </GameButton>
      </div>
      <SegmentedControl
        aria-label={SEARCH.filterLabel}
        className={classes.filter}
        classNames={{ label: classes.filterLabel }}
        fullWidth
        value={status}
        onChange={(value) => {
          const chosen = STATUS_CHOICES.find((choice) => choice.value === value);
          if (chosen) onStatus(chosen.value);
        }}
        data={STATUS_CHOICES}
        radius="xl"
        size="md"
        color="leaf"
      />
    </form>
  );
}
