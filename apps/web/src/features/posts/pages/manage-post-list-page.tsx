import { IconHeart, IconNews } from '@tabler/icons-react';
import type { Post } from '@punla/contract';
import { formatGameDate } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { AdminList, AdminRow, AdminToolbar } from '#shared/ui/admin-list.tsx';
import { ConfirmDialog, useConfirmDelete } from '#shared/ui/confirm-dialog.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useDeletePost } from '../api/delete-post.ts';
import { usePosts } from '../api/list-posts.ts';
import classes from '../components/posts.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const POST_DELETED_TEXT = 'Post deleted.';

function PostRow({ post, onDelete }: { post: Post; onDelete: () => void }) {
  return (
    <AdminRow
      thumb={<IconNews size={30} stroke={2} aria-hidden="true" />}
      pictureUrl={post.imageUrl}
      thumbSize="large"
      name={post.title}
      to={paths.admin.managePost(post.id)}
      onDelete={onDelete}
    >
      <strong className={adminClasses.rowTitle}>{post.title}</strong>
      <span className={adminClasses.rowMeta}>
        <span>{formatGameDate(post.createdAt)}</span>
        <span className={classes.rowLikes}>
          <IconHeart size={15} stroke={2.6} aria-hidden="true" />
          {post.likes} {post.likes === 1 ? 'like' : 'likes'}
        </span>
      </span>
      <span className={adminClasses.rowExcerpt}>{post.body}</span>
    </AdminRow>
  );
}

/** Admin: every post, newest first, with edit and delete. */
export function ManagePostListPage() {
  const list = usePosts();
  const remove = useConfirmDelete<Post>(useSingleFlight(useDeletePost()), POST_DELETED_TEXT);
  const total = list.data?.pages[0]?.total;

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="News posts"
        lead={
          total === undefined
            ? 'What players read in News and Updates'
            : `${total} ${total === 1 ? 'post' : 'posts'} in the feed`
        }
        newLink={{ to: paths.admin.managePost(), label: 'New post' }}
      />
      <AdminList
        pages={list}
        label="News posts"
        loadingLabel="Loading the posts"
        emptyText="No posts yet. Write the first one."
        emptyAction={{ to: paths.admin.managePost(), label: 'New post' }}
      >
        {(post) => <PostRow post={post} onDelete={() => remove.ask(post)} />}
      </AdminList>
      <ConfirmDialog
        {...remove.dialog}
        title="Delete this post?"
        message={`“${remove.pending?.title ?? ''}” and its likes will be removed from the feed. This cannot be undone.`}
      />
    </div>
  );
}

export default ManagePostListPage;
