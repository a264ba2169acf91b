import { Link, useNavigate, useParams } from 'react-router';
import { Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { PostInput } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import { usePost } from '../api/get-post.ts';
import { useSavePost } from '../api/save-post.ts';
import { PostForm } from '../components/post-form.tsx';
import { POST_SAVED_TEXT } from '../components/post-texts.ts';
import classes from '../components/posts.module.css';

export const NO_SUCH_POST_TEXT = 'There is no post with this id.';

/** The id in the address: none for a new post, NaN when it is not a valid id. */
function postIdFrom(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return undefined;
  return /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : Number.NaN;
}

/** Admin: a new post (no id) or an existing one (its id). */
export function ManagePostFormPage() {
  const { id: param } = useParams();
  const id = postIdFrom(param);
  const editing = id !== undefined;
  const valid = id === undefined || Number.isInteger(id);
  const postQuery = usePost(id ?? 0, editing && valid);
  const save = useSavePost();
  const navigate = useNavigate();

  const onSave = (input: PostInput, image: File | null) =>
    save.mutate(
      { id, input, image },
      {
        onSuccess: () => {
          toast.success(POST_SAVED_TEXT);
          void navigate(paths.admin.managePostList);
        },
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      },
    );

  let body;
  if (!valid) {
    body = <p className={classes.formError}>{NO_SUCH_POST_TEXT}</p>;
  } else if (editing && postQuery.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Loading the post">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (editing && postQuery.isError) {
    body = (
      <p className={classes.formError} role="alert">
        {getErrorText(postQuery.error)}
      </p>
    );
  } else {
    body = (
      <PostForm
        key={postQuery.data?.id ?? 'new'}
        post={editing ? postQuery.data : undefined}
        saving={save.isPending}
        onSave={onSave}
      />
    );
  }

  return (
    <div className={classes.adminPage}>
      <Link to={paths.admin.managePostList} className={classes.backLink}>
        <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> Back to the list
      </Link>
      <Panel
        title={editing ? 'Edit post' : 'New post'}
        lead={
          editing
            ? 'Change what players read in News and Updates.'
            : 'Share news with every player: events, seasons, new trees.'
        }
      >
        {body}
      </Panel>
    </div>
  );
}

export default ManagePostFormPage;
