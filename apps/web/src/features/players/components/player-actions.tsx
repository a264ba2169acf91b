import { useRef, useState } from 'react';
import { IconCoins, IconPencil } from '@tabler/icons-react';
import type { PlayerFile } from '@punla/contract';
import { useSessionStore } from '#shared/session/session-store.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { AdjustSteps } from './adjust-dialog.tsx';
import {
  ACTIONS,
  ACTIONS_LABEL,
  ADJUST,
  OWN_ACCOUNT_NOTE,
  RENAME,
  type ReasonAction,
} from './players-text.ts';
import { ACTION_LOOK, ReasonActionSteps } from './reason-action-steps.tsx';
import { RenameSteps } from './rename-dialog.tsx';
import classes from './players.module.css';

type Action = ReasonAction | 'rename' | 'adjust';

/**
 * The reason-only actions the server would take from this admin on this account: none that
 * lock an admin out of their own account, a verification mail only while unverified, a reset
 * mail only for an account with a password.
 */
export function reasonActionsFor(file: PlayerFile, ownAccount: boolean): ReasonAction[] {
  const { profile } = file;
  const list: ReasonAction[] = [];
  // A pending deletion takes the account out of play with a suspension of no reason: it is
  // undone by the player keeping the account, not by lifting it.
  const deletionOnly = profile.deletionPendingUntil !== null && !profile.suspension?.reason;
  if (profile.suspension && !deletionOnly) list.push('lift');
  else if (!ownAccount && !profile.suspension) list.push('suspend');
  if (profile.role === 'USER') list.push('promote');
  else if (!ownAccount) list.push('demote');
  if (!profile.verified) list.push('verification');
  if (profile.hasPassword) list.push('reset');
  // An admin deletes their own account from their profile, with their password.
  if (!ownAccount && profile.deletionPendingUntil === null) list.push('delete');
  return list;
}

const titleOf = (action: Action, username: string) =>
  action === 'rename'
    ? RENAME.title(username)
    : action === 'adjust'
      ? ADJUST.title(username)
      : ACTIONS[action].title(username);

/** The buttons of the admins' actions on a player, each opening its dialog. */
export function PlayerActions({ file }: { file: PlayerFile }) {
  const [open, setOpen] = useState<Action | null>(null);
  const [last, setLast] = useState<Action>('rename');
  const ownAccount = useSessionStore((state) => state.loggedUser?.id) === file.profile.id;
  const { profile } = file;
  const show = (action: Action) => {
    setLast(action);
    setOpen(action);
  };
  const close = () => setOpen(null);
  // A done action may take its own button away (Suspend becomes Lift suspension): the focus
  // then lands on the actions, not on the page's start.
  const region = useRef<HTMLElement>(null);
  const done = useRef(false);
  const finish = () => {
    done.current = true;
    close();
  };
  // While the dialog closes, it keeps the title of the action it was opened for.
  const shown = open ?? last;

  return (
    <section className={classes.actions} aria-label={ACTIONS_LABEL} ref={region} tabIndex={-1}>
      <div className={classes.actionButtons}>
        <GameButton
          size="sm"
          color="yellow"
          onClick={() => show('adjust')}
          leftSection={<IconCoins size={18} stroke={2.4} />}
        >
          {ADJUST.button}
        </GameButton>
        <GameButton
          size="sm"
          color="blue"
          onClick={() => show('rename')}
          leftSection={<IconPencil size={18} stroke={2.4} />}
        >
          {RENAME.button}
        </GameButton>
        {reasonActionsFor(file, ownAccount).map((action) => (
          <GameButton
            key={action}
            size="sm"
            color={ACTION_LOOK[action].color}
            onClick={() => show(action)}
            leftSection={ACTION_LOOK[action].icon}
          >
            {ACTIONS[action].button}
          </GameButton>
        ))}
      </div>
      {ownAccount && <p className={classes.note}>{OWN_ACCOUNT_NOTE}</p>}
      <ActionDialog
        opened={open !== null}
        title={titleOf(shown, profile.username)}
        onClose={close}
        wide={shown === 'adjust'}
        onClosed={() => {
          if (done.current) region.current?.focus();
          done.current = false;
        }}
      >
        {shown === 'adjust' && <AdjustSteps file={file} onDone={finish} onCancel={close} />}
        {shown === 'rename' && <RenameSteps player={profile} onDone={finish} onCancel={close} />}
        {shown !== 'adjust' && shown !== 'rename' && (
          <ReasonActionSteps player={profile} action={shown} onDone={finish} onCancel={close} />
        )}
      </ActionDialog>
    </section>
  );
}
