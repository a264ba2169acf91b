import { useState } from 'react';
import { IconCheck, IconShieldX, IconUser, IconUsers } from '@tabler/icons-react';
import type { FairPlayFlag } from '@punla/contract';
import { formatGameDateTime } from '#shared/game-time.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import {
  ACTIONS,
  KIND_LABEL,
  STATUS_LABEL,
  actionLabel,
  raisedText,
  relatedText,
  reviewedText,
} from './fair-play-text.ts';
import { ReviewDialog, type Decision } from './review-dialog.tsx';
import classes from './fair-play.module.css';

/** One flag: what was seen, about whom, and (while open) the admin's two decisions. */
export function FlagCard({ flag }: { flag: FairPlayFlag }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const open = flag.status === 'open';
  return (
    <li className={classes.flag} data-status={flag.status}>
      <div className={classes.flagHead}>
        <span className={classes.kindBadge} data-kind={flag.kind}>
          {KIND_LABEL[flag.kind]}
        </span>
        <span className={classes.statusBadge} data-status={flag.status}>
          {STATUS_LABEL[flag.status]}
        </span>
      </div>
      <p className={classes.players}>
        <span className={classes.player}>
          <IconUser size={16} stroke={2.4} aria-hidden="true" />
          <strong>{flag.player.username}</strong>
        </span>
        {flag.related && (
          <span className={classes.player}>
            <IconUsers size={16} stroke={2.4} aria-hidden="true" />
            {relatedText(flag.related.username)}
          </span>
        )}
      </p>
      <p className={classes.evidence}>{flag.evidence}</p>
      {flag.review && (
        <p className={classes.review}>
          <span>
            {reviewedText(flag.status, flag.review.by, formatGameDateTime(flag.review.at))}
          </span>
          <q>{flag.review.reason}</q>
        </p>
      )}
      <div className={classes.flagFoot}>
        <time className={classes.meta} dateTime={flag.createdAt}>
          {raisedText(formatGameDateTime(flag.createdAt))}
        </time>
        {open && (
          <div className={classes.actions}>
            <GameButton
              size="sm"
              color="green"
              onClick={() => setDecision('clear')}
              leftSection={<IconCheck size={18} stroke={2.6} />}
              aria-label={actionLabel('clear', flag.player.username)}
            >
              {ACTIONS.clear.button}
            </GameButton>
            <GameButton
              size="sm"
              color="red"
              onClick={() => setDecision('confirm')}
              leftSection={<IconShieldX size={18} stroke={2.4} />}
              aria-label={actionLabel('confirm', flag.player.username)}
            >
              {ACTIONS.confirm.button}
            </GameButton>
          </div>
        )}
      </div>
      <ReviewDialog flag={flag} decision={decision} onClose={() => setDecision(null)} />
    </li>
  );
}
