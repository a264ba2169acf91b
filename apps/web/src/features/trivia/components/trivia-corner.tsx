import { useState } from 'react';
import { IconBulb } from '@tabler/icons-react';
import type { TriviaSource } from '@punla/contract';
import { useSessionStore } from '#shared/session/session-store.ts';
import { useTriviaSources } from '../api/get-trivia-sources.ts';
import { useTriviaPopup, type RandomSource } from '../hooks/use-trivia-popup.ts';
import { TriviaDialog } from './trivia-dialog.tsx';
import classes from './trivia.module.css';

/**
 * The player's trivia: the bulb button of the header, the dialog, and the random popup that
 * opens it on its own now and then (docs/spec-notes.md §4).
 */
export function TriviaCorner({ random }: { random?: RandomSource } = {}) {
  const loggedIn = useSessionStore((state) => Boolean(state.token && state.loggedUser));
  const tourCompleted = useSessionStore((state) => state.tourCompleted);
  const totalXp = useSessionStore((state) => state.loggedUser?.totalXp ?? 0);
  const [dialog, setDialog] = useState<{ opened: boolean; source: TriviaSource }>({
    opened: false,
    source: 'DENR',
  });
  const open = (source: TriviaSource) => setDialog({ opened: true, source });
  const sources = useTriviaSources();

  useTriviaPopup({ loggedIn, tourCompleted, totalXp, dialogOpen: dialog.opened, open, random });

  return (
    <>
      <button
        type="button"
        className={classes.headerButton}
        onClick={() => open('DENR')}
        aria-label="Open trivia"
        aria-haspopup="dialog"
        title="Trivia"
      >
        <IconBulb size={22} stroke={2.4} />
      </button>
      <TriviaDialog
        opened={dialog.opened}
        initialSource={dialog.source}
        sources={sources}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
