import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Loader, Modal, Textarea } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { triviaContentSchema, type TriviaItem } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { formatGameDateTime } from '../../../shared/game-time.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { ImageField } from '../../../shared/ui/image-field.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useCreateTrivia } from '../api/create-trivia.ts';
import { useDeleteTrivia } from '../api/delete-trivia.ts';
import { useTrivia } from '../api/get-trivia.ts';
import classes from '../components/manage-trivia.module.css';
import { TRIVIA_DELETED_TEXT, TRIVIA_SAVED_TEXT, triviaKind } from '../components/trivia-texts.ts';

export const TRIVIA_EMPTY_TEXT = 'Write a fact, choose a picture, or both.';
export const NO_SUCH_TRIVIA_TEXT = 'There is no trivia with this id.';
const MAX_CONTENT = 1000;

/** The id in the address: none for a new item, NaN when it is not a valid id. */
function triviaIdFrom(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return undefined;
  return /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : Number.NaN;
}

function BackToList() {
  return (
    <Link to={paths.admin.manageTriviaList} className={classes.backLink}>
      <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> Back to the list
    </Link>
  );
}

/** A new DENR fact: text and/or a picture (the server needs at least one). */
function NewTriviaForm() {
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateTrivia();
  const navigate = useNavigate();
  const length = content.trim().length;

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
    create.mutate(
      { content: checked.data, image },
      {
        onSuccess: () => {
          toast.success(TRIVIA_SAVED_TEXT);
          void navigate(paths.admin.manageTriviaList);
        },
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <div>
        <Textarea
          label="Fact"
          description="Optional when a picture says it all. With a picture, this text is read out as its description."
          classNames={{ label: classes.label }}
          autosize
          minRows={4}
          maxRows={12}
          size="md"
          radius="md"
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          placeholder="Narra, the national tree, can grow 30 metres tall…"
        />
        <div className={classes.counter} data-over={length > MAX_CONTENT || undefined}>
          {length} / {MAX_CONTENT}
        </div>
      </div>
      <ImageField
        value={image}
        onChange={setImage}
        hint="Optional. PNG, JPEG or WebP, up to 2 MB."
      />
      {problem && (
        <p className={classes.formError} role="alert">
          {problem}
        </p>
      )}
      <div className={classes.formActions}>
        <GameButton
          type="submit"
          color="green"
          loading={create.isPending}
          leftSection={<IconDeviceFloppy size={20} stroke={2.4} />}
        >
          Save
        </GameButton>
      </div>
    </form>
  );
}

/** An item as players get it; the server has no edit, so only delete. */
function TriviaView({ item }: { item: TriviaItem }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTrivia();
  const navigate = useNavigate();

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(TRIVIA_DELETED_TEXT);
        void navigate(paths.admin.manageTriviaList);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(getErrorText(error), getErrorStatus(error));
      },
    });

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
      <div className={classes.formActions}>
        <GameButton
          color="red"
          onClick={() => setConfirming(true)}
          leftSection={<IconTrash size={20} stroke={2.4} />}
        >
          Delete
        </GameButton>
      </div>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this trivia?"
        centered
        radius="lg"
        styles={{ title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' } }}
      >
        <p className={classes.modalText}>
          Players will no longer draw this fact. This cannot be undone.
        </p>
        <div className={classes.modalActions}>
          <GameButton color="yellow" size="sm" onClick={() => setConfirming(false)}>
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

/** Admin: a new trivia item (no id) or one item, read-only (its id). */
export function ManageTriviaFormPage() {
  const { id: param } = useParams();
  const id = triviaIdFrom(param);
  const viewing = id !== undefined;
  const valid = id === undefined || Number.isInteger(id);
  const triviaQuery = useTrivia(id ?? 0, viewing && valid);

  let body;
  if (!valid) {
    body = <p className={classes.formError}>{NO_SUCH_TRIVIA_TEXT}</p>;
  } else if (!viewing) {
    body = <NewTriviaForm />;
  } else if (triviaQuery.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Loading the trivia">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (triviaQuery.isError) {
    body = (
      <p className={classes.formError} role="alert">
        {getErrorText(triviaQuery.error)}
      </p>
    );
  } else {
    body = <TriviaView item={triviaQuery.data} />;
  }

  return (
    <div className={classes.page}>
      <BackToList />
      <Panel
        title={viewing ? 'Trivia' : 'New trivia'}
        lead={
          viewing
            ? 'This is what players draw. Trivia cannot be edited: delete it and add a new one.'
            : 'Add a DENR fact players can draw in the trivia dialog.'
        }
      >
        {body}
      </Panel>
    </div>
  );
}

export default ManageTriviaFormPage;
