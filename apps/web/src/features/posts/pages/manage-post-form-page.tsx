import type { Post } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { AdminFormPage, useRecordId, useSaveThenList } from '#shared/ui/admin-form-page.tsx';
import { usePost } from '../api/get-post.ts';
import { useSavePost } from '../api/save-post.ts';
import { PostForm } from '../components/post-form.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const POST_SAVED_TEXT = 'Post saved.';
export const NO_SUCH_POST_TEXT = 'There is no post with this id.';

/** Admin: a new post (no id) or an existing one (its id). */
export function ManagePostFormPage() {
  const { id, editing, valid, load, queryId } = useRecordId();
  const postQuery = usePost(queryId, load);
  const save = useSingleFlight(useSavePost());
  const saveThenList = useSaveThenList(save, POST_SAVED_TEXT, paths.admin.managePostList);

  return (
    <AdminFormPage<Post>
      listPath={paths.admin.managePostList}
      title={editing ? 'Edit post' : 'New post'}
      lead={
        editing
          ? 'Change what players read in News and Updates.'
          : 'Share news with every player: events, seasons, new trees.'
      }
      record={{ editing, valid, query: postQuery }}
      invalidText={NO_SUCH_POST_TEXT}
      loadingLabel="Loading the post"
    >
      {(post) => (
        <PostForm
          key={post?.id ?? 'new'}
          post={post}
          saving={save.isPending}
          onSave={(input, image) => saveThenList({ id, input, image })}
        />
      )}
    </AdminFormPage>
  );
}

export default ManagePostFormPage;
