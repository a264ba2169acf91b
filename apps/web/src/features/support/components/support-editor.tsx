import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { supportInput } from '@punla/contract';
import { schemaTextLimitProps } from '#shared/forms/text-limit.tsx';
import { schemaErrors } from '#shared/form-validation.ts';
import { SaveActions, ServerError } from '#shared/ui/admin-form.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import type { SupportInfo } from '../api/support-info.ts';
import adminClasses from '#shared/ui/admin.module.css';
import classes from './support.module.css';

/** The contract allows at most this many ways to support (supportInput). */
export const MAX_CHANNELS = 10;

interface ChannelValues {
  /** Keeps each card's inputs in place while cards move; not sent. */
  key: string;
  label: string;
  details: string;
  /** Empty for a way to support without a link. */
  url: string;
}

export interface SupportFormValues {
  message: string;
  channels: ChannelValues[];
}

let nextKey = 0;
const newKey = () => `channel-${(nextKey += 1)}`;

export function supportFormValues(info: SupportInfo): SupportFormValues {
  return {
    message: info.message,
    channels: info.channels.map((channel) => ({
      key: newKey(),
      label: channel.label,
      details: channel.details,
      url: channel.url ?? '',
    })),
  };
}

/** The form's values as the contract's supportInput: trimmed, an empty link as null. */
export function toSupportInput(values: SupportFormValues): SupportInfo {
  return {
    message: values.message.trim(),
    channels: values.channels.map((channel) => ({
      label: channel.label.trim(),
      details: channel.details.trim(),
      url: channel.url.trim() === '' ? null : channel.url.trim(),
    })),
  };
}

export const supportFormErrors = (values: SupportFormValues) =>
  schemaErrors(supportInput, toSupportInput(values));

interface SupportEditorProps {
  info: SupportInfo;
  saving: boolean;
  serverError: string | null;
  onSave: (input: SupportInfo) => void;
}

/** The admins' editor of the Support Us page: its message and up to 10 ways to support. */
export function SupportEditor({ info, saving, serverError, onSave }: SupportEditorProps) {
  const form = useForm<SupportFormValues>({
    mode: 'controlled',
    initialValues: supportFormValues(info),
    validate: supportFormErrors,
  });
  const submit = form.onSubmit((values) => onSave(toSupportInput(values)));
  const channels = form.values.channels;
  const labels = { label: classes.fieldLabel };

  return (
    <form onSubmit={submit} noValidate className={classes.editor}>
      <Textarea
        label="Message"
        autosize
        minRows={3}
        maxRows={10}
        size="md"
        radius="md"
        classNames={labels}
        {...form.getInputProps('message')}
        {...schemaTextLimitProps(
          supportInput,
          'message',
          form.values.message,
          'Shown at the top of the page; a blank line starts a new paragraph.',
        )}
      />

      <p className={classes.channelCount}>
        {channels.length} of {MAX_CHANNELS} ways to support
      </p>
      {typeof form.errors.channels === 'string' && (
        <p className={adminClasses.serverError} role="alert">
          {form.errors.channels}
        </p>
      )}

      {channels.map((channel, index) => (
        <section
          key={channel.key}
          className={classes.editorCard}
          aria-labelledby={`${channel.key}-title`}
        >
          <div className={classes.editorCardHead}>
            <h3 id={`${channel.key}-title`} className={classes.editorCardTitle}>
              Way to support {index + 1}
            </h3>
            <div className={classes.editorCardTools}>
              <button
                type="button"
                className={classes.tool}
                disabled={index === 0}
                onClick={() => form.reorderListItem('channels', { from: index, to: index - 1 })}
                aria-label={`Move way to support ${index + 1} up`}
              >
                <IconArrowUp size={18} stroke={2.4} />
              </button>
              <button
                type="button"
                className={classes.tool}
                disabled={index === channels.length - 1}
                onClick={() => form.reorderListItem('channels', { from: index, to: index + 1 })}
                aria-label={`Move way to support ${index + 1} down`}
              >
                <IconArrowDown size={18} stroke={2.4} />
              </button>
              <button
                type="button"
                className={classes.tool}
                data-danger
                onClick={() => form.removeListItem('channels', index)}
                aria-label={`Remove way to support ${index + 1}`}
              >
                <IconTrash size={18} stroke={2.4} />
              </button>
            </div>
          </div>
          <TextInput
            label="Label"
            placeholder="Donate through GCash"
            classNames={labels}
            {...form.getInputProps(`channels.${index}.label`)}
            {...schemaTextLimitProps(supportInput, `channels.${index}.label`, channel.label)}
          />
          <Textarea
            label="Details"
            placeholder="Send any amount to 0917 000 0000 (Punla Project)."
            autosize
            minRows={2}
            maxRows={6}
            size="md"
            radius="md"
            classNames={labels}
            {...form.getInputProps(`channels.${index}.details`)}
            {...schemaTextLimitProps(supportInput, `channels.${index}.details`, channel.details)}
          />
          <TextInput
            label="Link (optional)"
            placeholder="https://"
            type="url"
            inputMode="url"
            classNames={labels}
            {...form.getInputProps(`channels.${index}.url`)}
          />
        </section>
      ))}

      <GameButton
        color="blue"
        size="sm"
        disabled={channels.length >= MAX_CHANNELS}
        onClick={() =>
          form.insertListItem('channels', { key: newKey(), label: '', details: '', url: '' })
        }
        leftSection={<IconPlus size={18} stroke={2.6} />}
      >
        Add a way to support
      </GameButton>

      <ServerError message={serverError} />
      <SaveActions saving={saving} label="Save page" className={classes.editorActions} />
    </form>
  );
}
