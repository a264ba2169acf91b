import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { triviaContentSchema, type TriviaItem } from '@punla/contract';
import { maxLengthOf, textLimitProps } from '#shared/forms/text-limit.tsx';
import { formatGameDateTime } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { SaveActions } from '#shared/ui/admin-form.tsx';
import { AdminFormPage, useRecordId, useSaveThenList } from '#shared/ui/admin-form-page.tsx';
import { ConfirmDialog, useConfirmDelete } from '#shared/ui/confirm-dialog.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { ImageField } from '#shared/ui/image-field.tsx';
import { ErrorNote } from '#shared/ui/query-state.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useCreateTrivia } from '../api/create-trivia.ts';
import { useDeleteTrivia } from '../api/delete-trivia.ts';
import { useTrivia } from '../api/get-trivia.ts';
import classes from '../components/manage-trivia.module.css';
import {
  DELETE_TRIVIA_TEXT,
  DELETE_TRIVIA_TITLE,
  TRIVIA_DELETED_TEXT,
  TRIVIA_SAVED_TEXT,
  triviaKind,
} from '../components/trivia-texts.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const TRIVIA_EMPTY_TEXT = 'Write a fact, choose a picture, or both.';
export const NO_SUCH_TRIVIA_TEXT = 'There is no trivia with this id.';
const CONTENT_MAX = maxLengthOf(triviaContentSchema);

/** A new DENR fact: text and/or a picture (the server needs at least one). */
function NewTriviaForm() {
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useSingleFlight(useCreateTrivia());
  const saveThenList = useSaveThenList(create, TRIVIA_SAVED_TEXT, paths.admin.manageTriviaList);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = triviaContentSchema.safeParse(content);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? TRIVIA_EMPTY_TEXT);
      return;
    }
    if (checked.data === '' && !image) {
      setProblem(TRIVIA_EMPTY_TEXT);
      return;
    }
    setProblem(null);
    saveThenList({ content: checked.data, image });
  };

  return (
    <form onSubmit={submit} noValidate className={adminClasses.form}>
      <Textarea
        label="Fact"
        classNames={{ label: adminClasses.label }}
        autosize
        minRows={4}
        maxRows={12}
        size="md"
        radius="md"
        value={content}
        onChange={(event) => {
          setContent(event.currentTarget.value);
          setProblem(null);
        }}
        placeholder="Narra, the national tree, can grow 30 metres tall…"
        {...textLimitProps(
          content,
          CONTENT_MAX,
          'Optional when a picture says it all. With a picture, this text is read out as its description.',
        )}
      />
      <ImageField
        value={image}
        onChange={(next) => {
          setImage(next);
          setProblem(null);
        }}
        hint="Optional. PNG, JPEG or WebP, up to 2 MB."
      />
      {problem && <ErrorNote>{problem}</ErrorNote>}
      <SaveActions saving={create.isPending} />
    </form>
  );
}

/** An item as players get it; the server has no edit, so only delete. */
function TriviaView({ item }: { item: TriviaItem }) {
  const navigate = useNavigate();
  const remove = useConfirmDelete<TriviaItem>(
    useSingleFlight(useDeleteTrivia()),
    TRIVIA_DELETED_TEXT,
    () => {
      void navigate(paths.admin.manageTriviaList);
    },
  );

  return (
    <div className={classes.view}>
      {item.imageUrl && (
        <a
          className={classes.viewPicture}
          href={item.imageUrl}
          target="_blank"
          rel="noopener noreferrer"
          title="Open the picture in a new tab"
        >
          <img src={item.imageUrl} alt={item.content ?? 'The trivia picture'} />
        </a>
      )}
      {item.content && <p className={classes.viewText}>{item.content}</p>}
      <dl className={classes.facts}>
        <div>
          <dt>Source</dt>
          <dd>{item.source}</dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>{triviaKind(item)}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{formatGameDateTime(item.dateCreated)}</dd>
        </div>
      </dl>
      <div className={adminClasses.formActions}>
        <GameButton
          color="red"
          onClick={() => remove.ask(item)}
          leftSection={<IconTrash size={20} stroke={2.4} />}
        >
          Delete
        </GameButton>
      </div>
      <ConfirmDialog {...remove.dialog} title={DELETE_TRIVIA_TITLE} message={DELETE_TRIVIA_TEXT} />
    </div>
  );
}

/** Admin: a new trivia item (no id) or one item, read-only (its id). */
export function ManageTriviaFormPage() {
  const { editing: viewing, valid, load, queryId } = useRecordId();
  const triviaQuery = useTrivia(queryId, load);

  return (
    <AdminFormPage<TriviaItem>
      listPath={paths.admin.manageTriviaList}
      title={viewing ? 'Trivia' : 'New trivia'}
      lead={
        viewing
          ? 'This is what players draw. Trivia cannot be edited: delete it and add a new one.'
          : 'Add a DENR fact players can draw in the trivia dialog.'
      }
      record={{ editing: viewing, valid, query: triviaQuery }}
      invalidText={NO_SUCH_TRIVIA_TEXT}
      loadingLabel="Loading the trivia"
    >
      {(item) => (item ? <TriviaView item={item} /> : <NewTriviaForm />)}
    </AdminFormPage>
  );
}

export default ManageTriviaFormPage;
