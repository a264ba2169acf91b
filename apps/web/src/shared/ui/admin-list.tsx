import { Fragment, type ReactNode } from 'react';
import { IconEye, IconPencil, IconPlant2, IconPlus, IconTrash } from '@tabler/icons-react';
import { GameButton } from './game-button.tsx';
import { LoadFailed, Loading } from './query-state.tsx';
import classes from './admin.module.css';

interface AdminToolbarProps {
  title: string;
  /** A line under the title: how many there are, or what the page is for while loading. */
  lead: string;
  /** The green "New …" button to the form. */
  newLink?: { to: string; label: string };
  /** Anything else on the right, e.g. a filter. */
  children?: ReactNode;
}

/** The head of a manage page: its title, a line about it, and what can be done. */
export function AdminToolbar({ title, lead, newLink, children }: AdminToolbarProps) {
  return (
    <div className={classes.toolbar}>
      <div>
        <h2 className={classes.toolbarTitle}>{title}</h2>
        <p className={classes.toolbarLead}>{lead}</p>
      </div>
      {newLink && (
        <GameButton to={newLink.to} color="green" leftSection={<IconPlus size={20} stroke={2.6} />}>
          {newLink.label}
        </GameButton>
      )}
      {children}
    </div>
  );
}

/** A list read whole (`useQuery`): a failure shows the error even over rows read before. */
interface WholeListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
  refetch: () => Promise<unknown>;
}

/** A list read a page at a time (`useInfiniteQuery`): rows read stay when a later page fails. */
interface PagedListQuery<T> {
  isPending: boolean;
  error: unknown;
  data: { pages: { items: T[] }[] } | undefined;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

type ListSource<T> =
  { query: WholeListQuery<T>; pages?: undefined } | { pages: PagedListQuery<T>; query?: undefined };

type AdminListProps<T> = ListSource<T> & {
  /** The list's accessible name, e.g. "Tree species". */
  label: string;
  /** What is loading, e.g. "Loading the species". */
  loadingLabel: string;
  /** Said when there is nothing to list; `emptyTitle` above it, when given. */
  emptyText: string;
  emptyTitle?: string;
  /** The way to make the first entry, shown with the empty note (the toolbar's "New …"). */
  emptyAction?: { to: string; label: string };
  /** Rows (the default) sit closer together than cards. */
  layout?: 'rows' | 'cards';
  /** Draws one entry, a list item. */
  children: (entry: T) => ReactNode;
};

/** What the list has to show: its entries, or undefined when it failed with nothing to show. */
function entriesOf<T>(source: ListSource<T>): T[] | undefined {
  if (source.pages) return source.pages.data?.pages.flatMap((page) => page.items);
  return source.query.isError ? undefined : source.query.data;
}

/**
 * The list of a manage page: a loader while it loads, the error with "Try again" when it
 * fails, when there is nothing yet a note with the way to make the first entry, else one entry per row (and "Load more"
 * for a paged list).
 */
export function AdminList<T extends { id: number | string }>(props: AdminListProps<T>) {
  const {
    label,
    loadingLabel,
    emptyText,
    emptyTitle,
    emptyAction,
    layout = 'rows',
    children,
  } = props;
  const source = props.pages ?? props.query;
  if (source.isPending) return <Loading label={loadingLabel} />;
  const entries = entriesOf<T>(props);
  if (!entries) return <LoadFailed error={source.error} onRetry={() => void source.refetch()} />;
  if (entries.length === 0) {
    return (
      <div className={classes.empty}>
        <span className={classes.emptyIcon} aria-hidden="true">
          <IconPlant2 size={30} stroke={2.2} />
        </span>
        {emptyTitle && <h3 className={classes.emptyTitle}>{emptyTitle}</h3>}
        <p>{emptyText}</p>
        {emptyAction && (
          <GameButton
            to={emptyAction.to}
            color="green"
            leftSection={<IconPlus size={20} stroke={2.6} />}
          >
            {emptyAction.label}
          </GameButton>
        )}
      </div>
    );
  }
  const { pages } = props;
  return (
    <>
      <ul className={classes.list} aria-label={label} data-layout={layout}>
        {entries.map((entry) => (
          <Fragment key={entry.id}>{children(entry)}</Fragment>
        ))}
      </ul>
      {pages?.hasNextPage && (
        <div className={classes.loadMore}>
          <GameButton
            color="green"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            Load more
          </GameButton>
        </div>
      )}
    </>
  );
}

interface AdminRowProps {
  /** What stands at the start of the row, in a rounded frame: a picture fills it. */
  thumb: ReactNode;
  /** An uploaded picture shown instead of `thumb`, when there is one. */
  pictureUrl?: string | null;
  thumbSize?: 'normal' | 'large';
  /** The frame's colours behind a drawn icon. */
  thumbTone?: 'leaf' | 'sun';
  /** Greyed out, e.g. an item off sale. */
  dimmed?: boolean;
  /** How the buttons name the entry: "Edit Narra", "Delete Narra". */
  name: string;
  /** The entry's form (or its read-only page, with `openVerb` "View"). */
  to: string;
  openVerb?: 'Edit' | 'View';
  onDelete: () => void;
  /** The entry's words, between the picture and the buttons. */
  children: ReactNode;
}

/** One entry of a manage list: picture, words, and its Edit (or View) and Delete buttons. */
export function AdminRow({
  thumb,
  pictureUrl,
  thumbSize = 'normal',
  thumbTone = 'leaf',
  dimmed = false,
  name,
  to,
  openVerb = 'Edit',
  onDelete,
  children,
}: AdminRowProps) {
  const OpenIcon = openVerb === 'View' ? IconEye : IconPencil;
  return (
    <li className={classes.row} data-thumb={thumbSize} data-dimmed={dimmed || undefined}>
      <div className={classes.thumb} data-tone={thumbTone}>
        {pictureUrl ? <img src={pictureUrl} alt="" /> : thumb}
      </div>
      <div className={classes.rowText}>{children}</div>
      <div className={classes.actions}>
        <GameButton
          to={to}
          color="blue"
          size="sm"
          leftSection={<OpenIcon size={18} stroke={2.4} />}
          aria-label={`${openVerb} ${name}`}
        >
          {openVerb}
        </GameButton>
        <GameButton
          color="red"
          size="sm"
          leftSection={<IconTrash size={18} stroke={2.4} />}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          Delete
        </GameButton>
      </div>
    </li>
  );
}
