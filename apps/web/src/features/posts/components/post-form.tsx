import { Textarea, TextInput } from '@mantine/core';
import { postInput, type Post, type PostInput } from '@punla/contract';
import { SaveActions, usePictureForm, type PictureFormProps } from '#shared/ui/admin-form.tsx';
import { ImageField } from '#shared/ui/image-field.tsx';
import { LengthCounter } from '#shared/ui/length-counter.tsx';
import classes from '#shared/ui/admin.module.css';

const TITLE_MAX = 120;
const BODY_MAX = 5000;

interface PostFormProps extends PictureFormProps<PostInput> {
  post?: Post;
}

/** Writes or edits a post, with the contract's rules and their messages. */
export function PostForm({ post, saving, onSave }: PostFormProps) {
  const { form, field, submit, image, setImage } = usePictureForm({
    initialValues: { title: post?.title ?? '', body: post?.body ?? '' },
    schema: postInput,
    toInput: (values) => values,
    onSave,
  });

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <div className={classes.countedField}>
        <TextInput
          label="Title"
          placeholder="The first planting event of the season"
          {...field('title')}
        />
        <LengthCounter length={form.values.title.trim().length} max={TITLE_MAX} />
      </div>
      <div className={classes.countedField}>
        <Textarea
          label="Text"
          description="Line breaks are kept as you type them."
          autosize
          minRows={6}
          maxRows={18}
          size="md"
          radius="md"
          {...field('body')}
        />
        <LengthCounter length={form.values.body.trim().length} max={BODY_MAX} />
      </div>
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
