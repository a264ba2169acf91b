import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<V> = Partial<Record<keyof V & string, string>>;

/** What a Mantine input takes from the form for one field. */
export interface FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/**
 * The few things the login and sign-up forms need from a form library (the values, an error per
 * field cleared as the field changes, the submit) without one: they are the first screen of
 * many visits, and @mantine/form would add about 7 KiB of gzipped code to it.
 */
export function useLightForm<V extends { [K in keyof V]: string }>(initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  return {
    values,
    setErrors: (next: Errors<V>) => setErrors(next),
    getInputProps: (name: keyof V & string): FieldProps => ({
      value: values[name],
      onChange: (event) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => {
          if (!(name in current)) return current;
          const rest = { ...current };
          delete rest[name];
          return rest;
        });
      },
      error: errors[name],
    }),
    onSubmit: (handler: (values: V) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void handler(values);
    },
  };
}
