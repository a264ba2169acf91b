import { useState } from 'react';
import { Loader, Modal } from '@mantine/core';
import {
  IconBulb,
  IconEye,
  IconPhoto,
  IconPlus,
  IconRefresh,
  IconTextCaption,
  IconTrash,
} from '@tabler/icons-react';
import type { TriviaItem } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { formatGameDate } from '../../../shared/game-time.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useDeleteTrivia } from '../api/delete-trivia.ts';
import { useTriviaList } from '../api/list-trivia.ts';
import classes from '../components/manage-trivia.module.css';
import { TRIVIA_DELETED_TEXT, triviaKind } from '../components/trivia-texts.ts';

function TriviaRow({ item, onDelete }: { item: TriviaItem; onDelete: () => void }) {
  const label = item.content ? `trivia ${item.id}` : `picture trivia ${item.id}`;
  return (
    <li className={classes.row}>
      <div className={classes.thumb}>
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" />
        ) : (
          <IconBulb size={32} stroke={2} aria-hidden="true" />
        )}
      </div>
      <div className={classes.summary}>
        {item.content ? (
          <p className={classes.content}>{item.content}</p>
        ) : (
          <p className={`${classes.content} ${classes.contentMissing}`}>A picture without text</p>
        )}
        <span className={classes.meta}>
          <span className={classes.kind}>
            {item.imageUrl ? (
              <IconPhoto size={16} stroke={2.4} aria-hidden="true" />
            ) : (
              <IconTextCaption size={16} stroke={2.4} aria-hidden="true" />
            )}
            {triviaKind(item)}
          </span>
          <span>Added {formatGameDate(item.dateCreated)}</span>
        </span>
      </div>
      <div className={classes.actions}>
        <GameButton
          to={paths.admin.manageTrivia(item.id)}
          color="blue"
          size="sm"
          leftSection={<IconEye size={18} stroke={2.4} />}
          aria-label={`View ${label}`}
        >
          View
        </GameButton>
        <GameButton
          color="red"
          size="sm"
          leftSection={<IconTrash size={18} stroke={2.4} />}
          onClick={onDelete}
          aria-label={`Delete ${label}`}
        >
          Delete
        </GameButton>
      </div>
    </li>
  );
}

/** Admin: every DENR trivia item, newest first, with view and delete. */
export function ManageTriviaListPage() {
  const list = useTriviaList();
  const remove = useDeleteTrivia();
  const [pending, setPending] = useState<TriviaItem | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast.success(TRIVIA_DELETED_TEXT),
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      onSettled: () => setPending(null),
    });
  };

  // The server sends the newest first.
  const items = list.data ?? [];

  return (
    <div className={classes.page}>
      <div className={classes.toolbar}>
        <div>
          <h2 className={classes.toolbarTitle}>DENR trivia</h2>
          <p className={classes.toolbarLead}>
            {list.data
              ? `${list.data.length} ${list.data.length === 1 ? 'fact' : 'facts'} players can draw`
              : 'The facts players draw in the trivia dialog'}
          </p>
        </div>
        <GameButton
          to={paths.admin.manageTrivia()}
          color="green"
          leftSection={<IconPlus size={20} stroke={2.6} />}
        >
          New trivia
        </GameButton>
      </div>

      {list.isPending ? (
        <div className={classes.center} role="status" aria-label="Loading the trivia">
          <Loader color="leaf" type="dots" size="lg" />
        </div>
      ) : list.isError ? (
        <div className={`${classes.empty} ${classes.errorBox}`} role="alert">
          <p>{getErrorText(list.error)}</p>
          <GameButton
            color="yellow"
            onClick={() => void list.refetch()}
            leftSection={<IconRefresh size={20} stroke={2.4} />}
          >
            Try again
          </GameButton>
        </div>
      ) : items.length === 0 ? (
        <p className={classes.empty}>No trivia yet. Add the first fact.</p>
      ) : (
        <ul className={classes.list} aria-label="DENR trivia">
          {items.map((item) => (
            <TriviaRow key={item.id} item={item} onDelete={() => setPending(item)} />
          ))}
        </ul>
      )}

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Delete this trivia?"
        centered
        radius="lg"
        styles={{ title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' } }}
      >
        <p className={classes.modalText}>
          Players will no longer draw this fact. This cannot be undone.
        </p>
        <div className={classes.modalActions}>
          <GameButton color="yellow" size="sm" onClick={() => setPending(null)}>
            Keep it
          </GameButton>
          <GameButton
            color="red"
            size="sm"
            loading={remove.isPending}
            onClick={confirmDelete}
            leftSection={<IconTrash size={18} stroke={2.4} />}
          >
            Delete
          </GameButton>
        </div>
      </Modal>
    </div>
  );
}

export default ManageTriviaListPage;
