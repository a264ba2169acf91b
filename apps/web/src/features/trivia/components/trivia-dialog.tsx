import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Loader, Modal, SegmentedControl } from '@mantine/core';
import { IconBulb, IconHourglassHigh, IconRefresh, IconX } from '@tabler/icons-react';
import { TRIVIA_COOLDOWN_SECONDS, triviaSourceSchema, type TriviaSource } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useDrawTrivia, type DrawnTrivia } from '../api/get-random-trivia.ts';
import { useCooldownSeconds } from '../hooks/use-cooldown-seconds.ts';
import { TriviaCard } from './trivia-card.tsx';
import { AI_TRIVIA_NEEDS_VERIFIED_TEXT, VERIFY_EMAIL_LINK_TEXT } from './trivia-texts.ts';
import classes from './trivia.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const NEW_TRIVIA_TEXT = 'New trivia';
export const cooldownText = (seconds: number) => `New trivia available in ${seconds}s`;

const SOURCE_LABELS: Record<TriviaSource, string> = { DENR: 'DENR', AI: 'AI' };
const LOADING_TEXT: Record<TriviaSource, string> = {
  DENR: 'Finding a fact…',
  AI: 'The AI is thinking of a fact…',
};

interface TriviaDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The side shown first; the popup opens on DENR (docs/spec-notes.md §4). */
  initialSource?: TriviaSource;
  /** The sides offered: AI only when the server has an AI service for trivia. */
  sources: readonly TriviaSource[];
}

/**
 * The trivia dialog (docs/spec-notes.md §4). Its content lives only while it is open, so every opening
 * starts again: the first side loads, the other loads when it is first chosen.
 */
export function TriviaDialog({
  opened,
  onClose,
  initialSource = 'DENR',
  sources,
}: TriviaDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      radius={26}
      padding={0}
      withCloseButton={false}
      aria-labelledby="trivia-title"
      classNames={{ content: classes.dialog, body: classes.dialogBody }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
    >
      <TriviaDialogContent
        initialSource={sources.includes(initialSource) ? initialSource : 'DENR'}
        sources={sources}
        onClose={onClose}
      />
    </Modal>
  );
}

/** The AI side for a player whose e-mail address is not verified: why, and where to verify. */
function VerifyForAiTrivia({ email }: { email: string | undefined }) {
  return (
    <p className={classes.nothing}>
      {AI_TRIVIA_NEEDS_VERIFIED_TEXT}{' '}
      <Link to={paths.verifyAccount(email)}>{VERIFY_EMAIL_LINK_TEXT}</Link>
    </p>
  );
}

function TriviaDialogContent({
  initialSource,
  sources,
  onClose,
}: {
  initialSource: TriviaSource;
  sources: readonly TriviaSource[];
  onClose: () => void;
}) {
  const [source, setSource] = useState<TriviaSource>(initialSource);
  const [shown, setShown] = useState<Record<TriviaSource, DrawnTrivia | null>>({
    DENR: null,
    AI: null,
  });
  const { mutate: drawDenr, isPending: denrPending } = useSingleFlight(useDrawTrivia());
  const { mutate: drawAi, isPending: aiPending } = useSingleFlight(useDrawTrivia());
  const pending: Record<TriviaSource, boolean> = { DENR: denrPending, AI: aiPending };
  const cooldown = useCooldownSeconds(TRIVIA_COOLDOWN_SECONDS);
  const { start: startCooldown } = cooldown;
  // The sides asked for at least once while the dialog is open.
  const requested = useRef(new Set<TriviaSource>());
  // AI trivia is for verified players (the server answers 403 otherwise): an unverified player
  // reads why on the AI side, with no button that would fail.
  const email = useSessionStore((state) => state.loggedUser?.email);
  const aiLocked = useSessionStore((state) => state.loggedUser?.verified === false);
  const locked = (side: TriviaSource) => side === 'AI' && aiLocked;

  const draw = useCallback(
    (side: TriviaSource) => {
      requested.current.add(side);
      const mutate = side === 'AI' ? drawAi : drawDenr;
      mutate(side, {
        onSuccess: (trivia) => {
          setShown((current) => ({ ...current, [side]: trivia }));
          startCooldown();
        },
        // Spec §8: the error text; the dialog stays as it was and usable.
        onError: (error) => toast.error(getErrorText(error)),
      });
    },
    [drawAi, drawDenr, startCooldown],
  );

  // Each side loads once, when it is first chosen (the first side as the dialog opens).
  useEffect(() => {
    if (!requested.current.has(source) && !(source === 'AI' && aiLocked)) draw(source);
  }, [source, draw, aiLocked]);

  const choose = (value: string) => {
    // Spec §5: a source must be chosen; anything but the sides offered is ignored.
    const parsed = triviaSourceSchema.safeParse(value);
    if (parsed.success && sources.includes(parsed.data)) setSource(parsed.data);
  };

  const current = shown[source];
  const busy = pending[source];

  return (
    <div className={classes.dialogInner}>
      <div className={classes.dialogHeader}>
        <span className={classes.bulb} aria-hidden="true">
          <IconBulb size={30} stroke={2.2} />
        </span>
        <div className={classes.dialogHeading}>
          <h2 id="trivia-title" className={classes.dialogTitle}>
            Did you know?
          </h2>
          <p className={classes.dialogLead}>A little fact about trees and nature</p>
        </div>
        <button
          type="button"
          className={classes.closeButton}
          onClick={onClose}
          aria-label="Close trivia"
        >
          <IconX size={20} stroke={2.8} />
        </button>
      </div>

      {/* With one side offered (no AI on this server) there is nothing to choose. */}
      {sources.length > 1 && (
        <div className={classes.sourceRow}>
          <span id="trivia-source-label" className={classes.sourceLabel}>
            Source
          </span>
          <SegmentedControl
            aria-labelledby="trivia-source-label"
            className={classes.sourceControl}
            value={source}
            onChange={choose}
            data={sources.map((value) => ({ value, label: SOURCE_LABELS[value] }))}
            fullWidth
            radius="xl"
            size="md"
            color={source === 'AI' ? 'sky' : 'leaf'}
          />
        </div>
      )}

      <div className={classes.stage} aria-live="polite" aria-busy={busy || undefined}>
        {sources.map((side) => {
          const trivia = shown[side];
          return (
            <div key={side} hidden={side !== source} className={classes.side}>
              {locked(side) ? (
                <VerifyForAiTrivia email={email} />
              ) : trivia ? (
                <TriviaCard trivia={trivia} />
              ) : pending[side] ? (
                <div className={classes.waiting} role="status">
                  <Loader color={side === 'AI' ? 'sky' : 'leaf'} type="dots" size="lg" />
                  <span>{LOADING_TEXT[side]}</span>
                </div>
              ) : (
                <p className={classes.nothing}>No trivia here yet. Tap “{NEW_TRIVIA_TEXT}”.</p>
              )}
            </div>
          );
        })}
        {current && busy && (
          <div className={classes.refreshing} role="status" aria-label={LOADING_TEXT[source]}>
            <Loader color={source === 'AI' ? 'sky' : 'leaf'} type="dots" size="md" />
          </div>
        )}
      </div>

      {!locked(source) && (
        <GameButton
          color={source === 'AI' ? 'blue' : 'green'}
          size="lg"
          fullWidth
          disabled={cooldown.running || busy}
          onClick={() => draw(source)}
          leftSection={
            cooldown.running ? (
              <IconHourglassHigh size={22} stroke={2.4} />
            ) : (
              <IconRefresh size={22} stroke={2.6} />
            )
          }
          className={classes.newButton}
          data-cooling={cooldown.running || undefined}
        >
          {cooldown.running ? cooldownText(cooldown.secondsLeft) : NEW_TRIVIA_TEXT}
        </GameButton>
      )}
    </div>
  );
}
