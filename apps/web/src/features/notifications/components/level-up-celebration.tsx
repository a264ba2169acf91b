import { useCallback, useEffect, useMemo, useState } from 'react';
import { Portal } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Notice } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { CelebrationCard, CelebrationNote } from '#shared/ui/celebration-card.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useMarkNoticesRead, type InboxData } from '../api/inbox.ts';
import classes from './level-up-celebration.module.css';

/** How often a waiting celebration looks whether the dialog in its way has closed. */
const WAIT_FOR_DIALOG_MS = 1000;

/** The level a level-up notice announces ("You reached level 3."), if it names one. */
export function levelOf(notice: Pick<Notice, 'title' | 'body'>): number | null {
  const match = /level (\d+)/i.exec(notice.body) ?? /level (\d+)/i.exec(notice.title);
  return match ? Number(match[1]) : null;
}

/** What else the notice says after the level reached: what the level unlocks, if anything. */
export function unlocksOf(notice: Pick<Notice, 'body'>): string {
  return notice.body.replace(/^You reached level \d+\.\s*/i, '').trim();
}

/** Another dialog is open (a stage-up, the trivia, a drawer): the celebration waits for it. */
function anotherDialogOpen(own: HTMLElement | null): boolean {
  return Array.from(document.querySelectorAll('[role="dialog"], [aria-modal="true"]')).some(
    (element) => !own?.contains(element),
  );
}

interface LevelUpCelebrationProps {
  userId: string;
  /** The inbox as loaded: its newest page holds the level-ups not yet celebrated. */
  data: InboxData | undefined;
  /** Waits while the inbox drawer is open. */
  paused: boolean;
}

/**
 * A level reached, celebrated like a new tree stage: the newest unread level-up notice, once
 * no other dialog is open. Closing it marks the level-up notices read, so it shows once.
 */
export function LevelUpCelebration({ userId, data, paused }: LevelUpCelebrationProps) {
  const markRead = useMarkNoticesRead(userId);
  const { mutate: markNoticesRead } = markRead;
  const unreadLevelUps = useMemo(
    () =>
      (data?.pages[0]?.notices ?? []).filter(
        (notice) => notice.kind === 'LEVEL_UP' && !notice.read,
      ),
    [data],
  );
  const newest = unreadLevelUps[0];
  const [shown, setShown] = useState<Notice | null>(null);
  const [closedIds, setClosedIds] = useState<ReadonlySet<number>>(() => new Set());
  const candidate = newest && !closedIds.has(newest.id) ? newest : undefined;

  // Show the level-up once nothing else is open; look again every second until then.
  useEffect(() => {
    if (shown || !candidate || paused) return;
    const tryShow = () => {
      if (anotherDialogOpen(null)) return false;
      setShown(candidate);
      return true;
    };
    if (tryShow()) return;
    const timer = setInterval(() => {
      if (tryShow()) clearInterval(timer);
    }, WAIT_FOR_DIALOG_MS);
    return () => clearInterval(timer);
  }, [shown, candidate, paused]);

  const close = useCallback(() => {
    if (!shown) return;
    const ids = unreadLevelUps.map((notice) => notice.id);
    setClosedIds((closed) => new Set([...closed, ...ids, shown.id]));
    markNoticesRead(ids.length > 0 ? ids : [shown.id]);
    setShown(null);
  }, [shown, unreadLevelUps, markNoticesRead]);

  if (!shown) return null;
  return <LevelUpDialog notice={shown} onClose={close} />;
}

function LevelUpDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const navigate = useNavigate();
  const level = levelOf(notice);
  const unlocks = unlocksOf(notice);
  // Focus moves into the dialog ("Continue"), and back where it was when the dialog closes.
  const [focusedBefore] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => () => focusedBefore?.focus(), [focusedBefore]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const follow = () => {
    onClose();
    if (notice.link) void navigate(notice.link);
  };

  return (
    <Portal>
      <CelebrationCard
        titleId="level-up-title"
        describedBy="level-up-text"
        className={classes.card}
        pieces="stars"
        trapFocus
        onClose={onClose}
        art={
          <div className={classes.medal} aria-hidden="true">
            <IconStarFilled size={112} className={classes.star} />
            <span className={classes.medalLevel}>{level ?? ''}</span>
          </div>
        }
        eyebrow="Level up"
        title={level === null ? notice.title : `You reached level ${level}!`}
      >
        <CelebrationNote id="level-up-text">
          {unlocks || 'Keep caring for your trees to reach the next level.'}
        </CelebrationNote>
        <div className={classes.actions}>
          {notice.link && (
            <GameButton color="yellow" fullWidth onClick={follow}>
              {notice.link === paths.app.marketplace ? 'Go to the marketplace' : 'Take a look'}
            </GameButton>
          )}
          <GameButton data-autofocus fullWidth onClick={onClose}>
            Continue
          </GameButton>
        </div>
      </CelebrationCard>
    </Portal>
  );
}
