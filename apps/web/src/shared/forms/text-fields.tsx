import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';

/** A record's name. */
export function NameField(props: Omit<TextInputProps, 'label'>) {
  return <TextInput label="Name" {...props} />;
}

/**
 * A record's description: four rows the admin can stretch, or, with `autosize`, rows that grow
 * with the text.
 */
export function DescriptionField(props: Omit<TextareaProps, 'label' | 'size' | 'radius'>) {
  const rows = props.autosize ? {} : { rows: 4, resize: 'vertical' as const };
  return <Textarea label="Description" {...rows} size="md" radius="md" {...props} />;
}

/** A whole number typed as text (phones show their number pad); an empty field stays empty. */
export function NumberField(props: TextInputProps) {
  return <TextInput inputMode="numeric" {...props} />;
}
