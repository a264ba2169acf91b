import { useState } from 'react';
import { IconTrash } from '@tabler/icons-react';
import type { DeletionScheduled } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import { Panel } from '#shared/ui/panel.tsx';
import { DeleteAccountDialog, type DeletingAccount } from './delete-account-dialog.tsx';
import { DELETE_ACCOUNT } from './delete-account-text.ts';
import classes from './delete-account.module.css';

/** The "Delete my account" block at the bottom of the profile, and its dialog. */
export function DeleteAccountSection({
  account,
  onDeleted,
}: {
  account: DeletingAccount;
  onDeleted: (answer: DeletionScheduled) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <Panel title={DELETE_ACCOUNT.heading}>
      <p className={classes.lead}>{DELETE_ACCOUNT.lead}</p>
      <GameButton
        color="red"
        onClick={() => setAsking(true)}
        leftSection={<IconTrash size={20} stroke={2.4} />}
      >
        {DELETE_ACCOUNT.button}
      </GameButton>
      <DeleteAccountDialog
        opened={asking}
        account={account}
        onClose={() => setAsking(false)}
        onDeleted={onDeleted}
      />
    </Panel>
  );
}
