import { IconBulb, IconPhoto, IconTextCaption } from '@tabler/icons-react';
import { countOf, type TriviaItem } from '@punla/contract';
import { formatGameDate } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { AdminList, AdminRow, AdminToolbar } from '#shared/ui/admin-list.tsx';
import { ConfirmDialog, useConfirmDelete } from '#shared/ui/confirm-dialog.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useDeleteTrivia } from '../api/delete-trivia.ts';
import { useTriviaList } from '../api/list-trivia.ts';
import classes from '../components/manage-trivia.module.css';
import {
  DELETE_TRIVIA_TEXT,
  DELETE_TRIVIA_TITLE,
  TRIVIA_DELETED_TEXT,
  triviaKind,
} from '../components/trivia-texts.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

function TriviaRow({ item, onDelete }: { item: TriviaItem; onDelete: () => void }) {
  return (
    <AdminRow
      thumb={<IconBulb size={32} stroke={2} aria-hidden="true" />}
      pictureUrl={item.imageUrl}
      thumbSize="large"
      thumbTone="sun"
      name={item.content ? `trivia ${item.id}` : `picture trivia ${item.id}`}
      to={paths.admin.manageTrivia(item.id)}
      openVerb="View"
      onDelete={onDelete}
    >
      {item.content ? (
        <p className={classes.content}>{item.content}</p>
      ) : (
        <p className={`${classes.content} ${classes.contentMissing}`}>A picture without text</p>
      )}
      <span className={adminClasses.rowMeta}>
        <span>
          {item.imageUrl ? (
            <IconPhoto size={16} stroke={2.4} aria-hidden="true" />
          ) : (
            <IconTextCaption size={16} stroke={2.4} aria-hidden="true" />
          )}
          {triviaKind(item)}
        </span>
        <span>Added {formatGameDate(item.dateCreated)}</span>
      </span>
    </AdminRow>
  );
}

/** Admin: every DENR trivia item, newest first (as the server sends them), with view and delete. */
export function ManageTriviaListPage() {
  const list = useTriviaList();
  const remove = useConfirmDelete<TriviaItem>(
    useSingleFlight(useDeleteTrivia()),
    TRIVIA_DELETED_TEXT,
  );
  const count = list.data?.length ?? 0;

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="DENR trivia"
        lead={
          list.data
            ? `${countOf(count, 'fact')} players can draw`
            : 'The facts players draw in the trivia dialog'
        }
        newLink={{ to: paths.admin.manageTrivia(), label: 'New trivia' }}
      />
      <AdminList
        query={list}
        label="DENR trivia"
        loadingLabel="Loading the trivia"
        emptyText="No trivia yet. Add the first fact."
        emptyAction={{ to: paths.admin.manageTrivia(), label: 'New trivia' }}
      >
        {(item) => <TriviaRow item={item} onDelete={() => remove.ask(item)} />}
      </AdminList>
      <ConfirmDialog {...remove.dialog} title={DELETE_TRIVIA_TITLE} message={DELETE_TRIVIA_TEXT} />
    </div>
  );
}

export default ManageTriviaListPage;
