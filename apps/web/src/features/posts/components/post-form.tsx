import { useState } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { postInput, type Post, type PostInput } from '@punla/contract';
import { schemaErrors } from '../../../shared/form-validation.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { ImageField } from '../../../shared/ui/image-field.tsx';
import classes from './posts.module.css';

const TITLE_MAX = 120;
const BODY_MAX = 5000;

interface PostFormProps {
  post?: Post;
  saving: boolean;
  onSave: (input: PostInput, image: File | null) => void;
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={classes.counter} data-over={length > max || undefined}>
      {length} / {max}
    </span>
  );
}

/** Writes or edits a post, with the contract's rules and their messages. */
export function PostForm({ post, saving, onSave }: PostFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<PostInput>({
    mode: 'controlled',
    initialValues: { title: post?.title ?? '', body: post?.body ?? '' },
    validate: (values) => schemaErrors(postInput, values),
  });
  const submit = form.onSubmit((values) => onSave(postInput.parse(values), image));
  const labels = { label: classes.label };

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <div className={classes.field}>
        <TextInput
          label="Title"
          classNames={labels}
          placeholder="The first planting event of the season"
          {...form.getInputProps('title')}
        />
        <Counter length={form.values.title.trim().length} max={TITLE_MAX} />
      </div>
      <div className={classes.field}>
        <Textarea
          label="Text"
          description="Line breaks are kept as you type them."
          classNames={labels}
          autosize
          minRows={6}
          maxRows={18}
          size="md"
          radius="md"
          {...form.getInputProps('body')}
        />
        <Counter length={form.values.body.trim().length} max={BODY_MAX} />
      </div>
      <ImageField
        value={image}
        onChange={setImage}
        currentUrl={post?.imageUrl ?? null}
        hint="Optional. PNG, JPEG or WebP, up to 2 MB."
      />
      <div className={classes.formActions}>
        <GameButton
          type="submit"
          color="green"
          loading={saving}
          leftSection={<IconDeviceFloppy size={20} stroke={2.4} />}
        >
          Save
        </GameButton>
      </div>
    </form>
  );
}
