import { useState } from 'react';
import { Loader, Modal } from '@mantine/core';
import {
  IconHeart,
  IconNews,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import type { Post } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { formatGameDate } from '../../../shared/game-time.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import { usePosts } from '../api/list-posts.ts';
import { POST_DELETED_TEXT } from '../components/post-texts.ts';
import classes from '../components/posts.module.css';

function PostRow({ post, onDelete }: { post: Post; onDelete: () => void }) {
  return (
    <li className={classes.row}>
      <div className={classes.thumb}>
        {post.imageUrl ? (
          <img src={post.imageUrl} alt="" />
        ) : (
          <IconNews size={30} stroke={2} aria-hidden="true" />
        )}
      </div>
      <div className={classes.rowText}>
        <strong className={classes.rowTitle}>{post.title}</strong>
        <span className={classes.rowMeta}>
          <span>{formatGameDate(post.createdAt)}</span>
          <span className={classes.rowLikes}>
            <IconHeart size={15} stroke={2.6} aria-hidden="true" />
            {post.likes} {post.likes === 1 ? 'like' : 'likes'}
          </span>
        </span>
        <span className={classes.rowExcerpt}>{post.body}</span>
      </div>
      <div className={classes.actions}>
        <GameButton
          to={paths.admin.managePost(post.id)}
          color="blue"
          size="sm"
          leftSection={<IconPencil size={18} stroke={2.4} />}
          aria-label={`Edit ${post.title}`}
        >
          Edit
        </GameButton>
        <GameButton
          color="red"
          size="sm"
          leftSection={<IconTrash size={18} stroke={2.4} />}
          onClick={onDelete}
          aria-label={`Delete ${post.title}`}
        >
          Delete
        </GameButton>
      </div>
    </li>
  );
}

/** Admin: every post, newest first, with edit and delete. */
export function ManagePostListPage() {
  const list = usePosts();
  const remove = useDeletePost();
  const [pending, setPending] = useState<Post | null>(null);
  const posts = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast.success(POST_DELETED_TEXT),
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div className={classes.adminPage}>
      <div className={classes.toolbar}>
        <div>
          <h2 className={classes.toolbarTitle}>News posts</h2>
          <p className={classes.toolbarLead}>
            {total === undefined
              ? 'What players read in News and Updates'
              : `${total} ${total === 1 ? 'post' : 'posts'} in the feed`}
          </p>
        </div>
        <GameButton
          to={paths.admin.managePost()}
          color="green"
          leftSection={<IconPlus size={20} stroke={2.6} />}
        >
          New post
        </GameButton>
      </div>

      {list.isPending ? (
        <div className={classes.center} role="status" aria-label="Loading the posts">
          <Loader color="leaf" type="dots" size="lg" />
        </div>
      ) : !list.data ? (
        <div className={classes.emptyState} role="alert">
          <p className={classes.emptyText}>{getErrorText(list.error)}</p>
          <GameButton
            color="yellow"
            onClick={() => void list.refetch()}
            leftSection={<IconRefresh size={20} stroke={2.4} />}
          >
            Try again
          </GameButton>
        </div>
      ) : posts.length === 0 ? (
        <p className={classes.emptyBox}>No posts yet. Write the first one.</p>
      ) : (
        <>
          <ul className={classes.rows} aria-label="News posts">
            {posts.map((post) => (
              <PostRow key={post.id} post={post} onDelete={() => setPending(post)} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className={classes.loadMore}>
              <GameButton
                color="green"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Load more
              </GameButton>
            </div>
          )}
        </>
      )}

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Delete this post?"
        centered
        radius="lg"
        styles={{ title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' } }}
      >
        <p className={classes.modalText}>
          “{pending?.title}” and its likes will be removed from the feed. This cannot be undone.
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

export default ManagePostListPage;
