import { useState, type ComponentType, type FormEventHandler, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff, type IconProps } from '@tabler/icons-react';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@punla/contract';
import { textLimitProps } from '#shared/forms/text-limit.tsx';
import { getErrorText } from '#shared/error-text.ts';
import { GameButton, type GameButtonColor } from '#shared/ui/game-button.tsx';
import { FormError } from './form-message.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import classes from './accounts.module.css';

/** The request a form sends: its failure is said above the fields until the next submit. */
interface FormRequest {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

interface AccountFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Called as the form is first touched (to load what it checks with). */
  onFocus?: () => void;
  request: FormRequest;
  /** Words added after the server's message, for a failure that wants advice. */
  failureHint?: (error: unknown) => string;
  children: ReactNode;
}

/**
 * The body of an account screen's form: the last failure in the server's words, then the fields.
 * The failure goes as the form is sent again (its own check may find something else wrong).
 */
export function AccountForm({
  onSubmit,
  onFocus,
  request,
  failureHint,
  children,
}: AccountFormProps) {
  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        if (request.isError && !request.isPending) request.reset();
        onSubmit(event);
      }}
      onFocus={onFocus}
      noValidate
    >
      {request.isError && (
        <FormError>
          {getErrorText(request.error)}
          {failureHint?.(request.error)}
        </FormError>
      )}
      {children}
    </form>
  );
}

const labels = { label: classes.label };

/** A text field of the account forms. */
export function AccountTextField(props: TextInputProps) {
  return <TextInput classNames={labels} {...props} />;
}

const SHOW_PASSWORD_TEXT = 'Show password';
const HIDE_PASSWORD_TEXT = 'Hide password';

/** What a password field takes: a text field's props (it is one, with its type switched). */
export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'rightSection'>;

/**
 * A password field of the account forms: at most the server's length for a password, with a
 * button that shows or hides what was typed. A text field with its type switched rather than
 * Mantine's PasswordInput, whose button brings its animation code (about 4 KiB gzipped) to the
 * login and sign-up screens, the first screens of many visits.
 */
export function AccountPasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const limit = textLimitProps(
    typeof props.value === 'string' ? props.value : '',
    props.maxLength ?? PASSWORD_MAX_LENGTH,
    props.description,
  );
  const Icon = visible ? IconEyeOff : IconEye;
  const toggle = (
    <button
      type="button"
      className={classes.visibilityToggle}
      aria-label={visible ? HIDE_PASSWORD_TEXT : SHOW_PASSWORD_TEXT}
      aria-pressed={visible}
      disabled={props.disabled}
      onClick={() => setVisible((shown) => !shown)}
    >
      <Icon size={20} stroke={2} aria-hidden />
    </button>
  );
  return (
    <TextInput
      classNames={labels}
      {...props}
      {...limit}
      type={visible ? 'text' : 'password'}
      rightSection={toggle}
      rightSectionPointerEvents="all"
    />
  );
}

/** The account's e-mail address: at most the server's length for one. */
export function EmailField(props: Omit<TextInputProps, 'label' | 'type'>) {
  const limit = textLimitProps(
    typeof props.value === 'string' ? props.value : '',
    EMAIL_MAX_LENGTH,
    props.description,
  );
  return (
    <AccountTextField
      label="E-mail"
      type="email"
      placeholder="you@example.com"
      autoComplete="email"
      {...props}
      {...limit}
    />
  );
}

/** A password being chosen, with a meter of its strength under it. */
export function NewPasswordField({ value, ...props }: PasswordFieldProps) {
  return (
    <div>
      <AccountPasswordField
        autoComplete="new-password"
        placeholder="At least 8 characters"
        value={value}
        {...props}
      />
      <PasswordStrengthMeter password={typeof value === 'string' ? value : ''} />
    </div>
  );
}

interface SubmitButtonProps {
  icon: ComponentType<IconProps>;
  loading: boolean;
  color?: GameButtonColor;
  children: ReactNode;
}

/** An account form's wide submit button. */
export function SubmitButton({ icon: Icon, loading, color, children }: SubmitButtonProps) {
  return (
    <GameButton
      type="submit"
      fullWidth
      size="lg"
      color={color}
      loading={loading}
      leftSection={<Icon size={22} stroke={2.4} />}
    >
      {children}
    </GameButton>
  );
}
