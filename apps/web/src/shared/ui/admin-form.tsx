import { useState, type ReactNode } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { schemaErrors, type ValidatingSchema } from '../form-validation.ts';
import { schemaTextLimitProps } from '../forms/text-limit.tsx';
import { GameButton } from './game-button.tsx';
import classes from './admin.module.css';

/** Mantine's class names for an admin form field's label. */
export const fieldLabels = { label: classes.label };

/** An empty number field is missing, not 0 (a schema would read '' as 0). */
export const numberOrMissing = (value: string) =>
  value.trim() === '' ? undefined : Number(value.trim());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's own bound for form values
type FormValues = Record<string, any>;

interface PictureFormOptions<Values, Input> {
  initialValues: Values;
  /** The contract's input schema: its rules and messages check the form. */
  schema: ValidatingSchema & { parse: (data: unknown) => Input };
  /** The form's values as the schema reads them. */
  toInput: (values: Values) => unknown;
  onSave: (input: Input, image: File | null) => void;
  onInvalid?: (errors: FormErrors) => void;
}

/** An admin form with a picture, checked with the contract's schema before it is saved. */
export function usePictureForm<Values extends FormValues, Input>({
  initialValues,
  schema,
  toInput,
  onSave,
  onInvalid,
}: PictureFormOptions<Values, Input>) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaErrors(schema, toInput(values)),
  });
  const submit = form.onSubmit((values) => onSave(schema.parse(toInput(values)), image), onInvalid);
  /**
   * A field's props: its value, change and error, the admin forms' label look, and for a text
   * the schema's `maxLength` with "N characters left" near it (after its own `description`).
   */
  const field = (path: string, options?: { type?: 'checkbox'; description?: ReactNode }) => {
    const { description, ...inputOptions } = options ?? {};
    const input = form.getInputProps(path, inputOptions.type ? inputOptions : undefined);
    const limit = schemaTextLimitProps(schema, path, input.value, description);
    return { classNames: fieldLabels, ...input, ...limit };
  };
  return { form, field, submit, image, setImage };
}

/** What the page gives an admin form with a picture. */
export interface PictureFormProps<Input> {
  saving: boolean;
  onSave: (input: Input, image: File | null) => void;
}

interface SaveActionsProps {
  saving: boolean;
  label?: string;
  size?: 'sm' | 'md';
  /** Buttons before Save, e.g. Cancel. */
  children?: ReactNode;
  className?: string;
}

/** The foot of an admin form: its green Save (submit) button, last. */
export function SaveActions({
  saving,
  label = 'Save',
  size = 'md',
  children,
  className = classes.formActions,
}: SaveActionsProps) {
  return (
    <div className={className}>
      {children}
      <GameButton
        type="submit"
        color="green"
        size={size}
        loading={saving}
        leftSection={<IconDeviceFloppy size={size === 'sm' ? 18 : 20} stroke={2.4} />}
      >
        {label}
      </GameButton>
    </div>
  );
}

/** The server's refusal of a form (an overlap, a rule), above its buttons; nothing without one. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={classes.serverError} role="alert">
      <IconAlertTriangle size={20} stroke={2.4} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
