import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { withoutError } from '../form-validation.ts';
import { textLimitProps } from '../forms/text-limit.tsx';

type Errors<V> = Partial<Record<keyof V & string, string>>;

/** What a Mantine input takes from the form for one field. */
export interface FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  /** The server's limit, and near it "N characters left" after the field's own description. */
  maxLength?: number;
  description?: ReactNode;
}

/**
 * The few things the login and sign-up forms need from a form library (the values, an error per
 * field cleared as the field changes, the submit) without one: they are the first screen of
 * many visits, and @mantine/form would add about 7 KiB of gzipped code to it.
 */
export function useLightForm<V extends { [K in keyof V]: string }>(
  initialValues: V,
  /** Each text field's longest value, from the contract (the server's rule). */
  maxLengths: Partial<Record<keyof V & string, number>> = {},
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  // A submit whose handler is still checking (it may wait for the schemas to load): the form
  // shows it busy from the tap, and a second submit meanwhile is ignored.
  const checking = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  return {
    values,
    /** True from a submit until its handler has run (the request's own state follows). */
    submitting,
    setErrors: (next: Errors<V>) => setErrors(next),
    getInputProps: (name: keyof V & string, description?: ReactNode): FieldProps => ({
      value: values[name],
      onChange: (event) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => withoutError(current, name));
      },
      error: errors[name],
      ...textLimitProps(values[name], maxLengths[name], description),
    }),
    onSubmit: (handler: (values: V) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (checking.current) return;
      checking.current = true;
      setSubmitting(true);
      void Promise.resolve()
        .then(() => handler(values))
        .finally(() => {
          checking.current = false;
          setSubmitting(false);
        });
    },
  };
}
