import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { getErrorText } from '../error-text.ts';
import { toast } from '../toast.ts';
import { Panel } from './panel.tsx';
import { ErrorNote, Loading } from './query-state.tsx';
import classes from './admin.module.css';

/** The id in the address: none for a new entry, NaN when it is not a valid id. */
export function recordIdFrom(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return undefined;
  return /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : Number.NaN;
}

/**
 * The `:id?` of a form page: `editing` when there is one, `valid` unless it is not a
 * positive whole number. `queryId` is what to load (0, never loaded, when there is none).
 */
export function useRecordId() {
  const id = recordIdFrom(useParams().id);
  const editing = id !== undefined;
  const valid = id === undefined || Number.isInteger(id);
  return { id, editing, valid, load: editing && valid, queryId: id ?? 0 };
}

/** A save mutation taking `variables` (a failure toasts from the query client). */
interface SaveMutation<V> {
  mutate: (variables: V, options: { onSuccess: () => void }) => void;
}

/** Saves, then says `savedText` and goes back to the list at `listPath`. */
export function useSaveThenList<V>(save: SaveMutation<V>, savedText: string, listPath: string) {
  const navigate = useNavigate();
  return (variables: V) =>
    save.mutate(variables, {
      onSuccess: () => {
        toast.success(savedText);
        void navigate(listPath);
      },
    });
}

/** The entry being edited, as its query has it. */
interface RecordQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

interface AdminFormPageProps<T> {
  /** The list the page came from. */
  listPath: string;
  title: string;
  lead: string;
  record: { editing: boolean; valid: boolean; query: RecordQuery<T> };
  /** Said when the address holds no valid id. */
  invalidText: string;
  loadingLabel: string;
  /** The form (or view), given the entry when one is edited. */
  children: (entry: T | undefined) => ReactNode;
}

/**
 * A manage form page: the way back to the list, and a panel with the form of a new entry
 * (no id) or of the entry with the id, once it is loaded.
 */
export function AdminFormPage<T>({
  listPath,
  title,
  lead,
  record,
  invalidText,
  loadingLabel,
  children,
}: AdminFormPageProps<T>) {
  const { editing, valid, query } = record;
  let body;
  if (!valid) {
    body = <ErrorNote alert={false}>{invalidText}</ErrorNote>;
  } else if (editing && query.isPending) {
    body = <Loading label={loadingLabel} />;
  } else if (editing && query.isError) {
    body = <ErrorNote>{getErrorText(query.error)}</ErrorNote>;
  } else {
    body = children(editing ? query.data : undefined);
  }

  return (
    <div className={classes.page}>
      <Link to={listPath} className={classes.backLink}>
        <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> Back to the list
      </Link>
      <Panel title={title} lead={lead}>
        {body}
      </Panel>
    </div>
  );
}
