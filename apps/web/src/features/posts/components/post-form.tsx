import { Textarea, TextInput } from '@mantine/core';
import { postInput, type Post, type PostInput } from '@punla/contract';
import { SaveActions, usePictureForm, type PictureFormProps } from '#shared/ui/admin-form.tsx';
import { ImageField } from '#shared/ui/image-field.tsx';
import classes from '#shared/ui/admin.module.css';

interface PostFormProps extends PictureFormProps<PostInput> {
  post?: Post;
}

/** Writes or edits a post, with the contract's rules and their messages. */
export function PostForm({ post, saving, onSave }: PostFormProps) {
  const { field, submit, image, setImage } = usePictureForm({
    initialValues: { title: post?.title ?? '', body: post?.body ?? '' },
    schema: postInput,
    toInput: (values) => values,
    onSave,
  });

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <TextInput
        label="Title"
        placeholder="The first planting event of the season"
        {...field('title')}
      />
      <Textarea
        label="Text"
        autosize
        minRows={6}
        maxRows={18}
        size="md"
        radius="md"
        {...field('body', { description: 'Line breaks are kept as you type them.' })}
      />
      <ImageField
        value={image}
        onChange={setImage}
        currentUrl={post?.imageUrl ?? null}
        hint="Optional. PNG, JPEG or WebP, up to 2 MB."
      />
      <SaveActions saving={saving} />
    </form>
  );
}
