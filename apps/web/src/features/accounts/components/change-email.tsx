import { useState, type FormEvent } from 'react';
import { Input, PinInput } from '@mantine/core';
import { IconMailForward, IconMailCheck, IconPencil, IconX } from '@tabler/icons-react';
import {
  changeEmailInput,
  confirmEmailInput,
  EMAIL_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  type UserProfile,
} from '@punla/contract';
import { schemaErrors, withoutError } from '#shared/form-validation.ts';
import { textLimitProps } from '#shared/forms/text-limit.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { Panel } from '#shared/ui/panel.tsx';
import { useChangeEmail } from '../api/change-email.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import {
  AccountForm,
  AccountPasswordField,
  AccountTextField,
  SubmitButton,
} from './account-form.tsx';
import { FormNotice } from './form-message.tsx';
import classes from './accounts.module.css';
import profileClasses from './profile.module.css';

export const CHANGE_EMAIL_LEAD =
  'We send a code to the new address. Your e-mail changes once you type the code here.';
const CODE_LABEL = 'Code from the mail';

/** Where the change is: not started, the new address asked, or its code awaited. */
type Step = { name: 'idle' } | { name: 'address' } | { name: 'code'; sentMessage: string };

/** "Change e-mail" on the Profile page: the new address (and password), then the mailed code. */
export function ChangeEmail({ profile }: { profile: UserProfile }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const close = () => setStep({ name: 'idle' });
  return (
    <Panel title="Change your e-mail">
      {step.name === 'idle' && (
        <div className={classes.form}>
          <p className={profileClasses.muted}>{CHANGE_EMAIL_LEAD}</p>
          <GameButton
            color="blue"
            onClick={() => setStep({ name: 'address' })}
            leftSection={<IconPencil size={20} stroke={2.4} />}
          >
            Change e-mail
          </GameButton>
        </div>
      )}
      {step.name === 'address' && (
        <NewAddressForm
          profile={profile}
          onSent={(sentMessage) => setStep({ name: 'code', sentMessage })}
          onCancel={close}
        />
      )}
      {step.name === 'code' && (
        <CodeForm
          profile={profile}
          sentMessage={step.sentMessage}
          onAskAgain={() => setStep({ name: 'address' })}
          onDone={close}
        />
      )}
    </Panel>
  );
}

function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <GameButton color="yellow" onClick={onClick} leftSection={<IconX size={20} stroke={2.4} />}>
      Cancel
    </GameButton>
  );
}

interface NewAddressFormProps {
  profile: UserProfile;
  onSent: (message: string) => void;
  onCancel: () => void;
}

function NewAddressForm({ profile, onSent, onCancel }: NewAddressFormProps) {
  const change = useSingleFlight(useChangeEmail());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      email: email.trim(),
      ...(profile.hasPassword ? { password } : {}),
    };
    const found = schemaErrors(changeEmailInput, input);
    if (profile.hasPassword && !password) found.password = 'Enter your current password.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { userId: profile.id, ...input },
      { onSuccess: ({ message }) => onSent(message) },
    );
  };
  return (
    <AccountForm onSubmit={submit} request={change}>
      <AccountTextField
        label="New e-mail"
        type="email"
        placeholder="you@example.com"
        autoComplete="email"
        // The form replaces the button that opened it: the keyboard goes on at its first field.
        autoFocus
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setErrors((current) => withoutError(current, 'email'));
        }}
        error={errors.email}
        {...textLimitProps(email, EMAIL_MAX_LENGTH)}
      />
      {profile.hasPassword && (
        <AccountPasswordField
          label="Current password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((current) => withoutError(current, 'password'));
          }}
          error={errors.password}
        />
      )}
      <SubmitButton icon={IconMailForward} loading={change.isPending}>
        Send the code
      </SubmitButton>
      <CancelButton onClick={onCancel} />
    </AccountForm>
  );
}

interface CodeFormProps {
  profile: UserProfile;
  sentMessage: string;
  onAskAgain: () => void;
  onDone: () => void;
}

function CodeForm({ profile, sentMessage, onAskAgain, onDone }: CodeFormProps) {
  const confirm = useSingleFlight(useConfirmEmail());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(confirmEmailInput, { code });
    setError(found.code);
    if (found.code) return;
    confirm.mutate(
      { userId: profile.id, code },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
      },
    );
  };
  return (
    <AccountForm onSubmit={submit} request={confirm}>
      {!confirm.isError && <FormNotice>{sentMessage}</FormNotice>}
      <Input.Wrapper
        label={CODE_LABEL}
        size="md"
        error={error}
        classNames={{ label: classes.label }}
        styles={{ label: { marginBottom: 6 } }}
      >
        <PinInput
          length={VERIFICATION_CODE_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          // The code step replaces the address form: the keyboard goes on at its first box.
          autoFocus
          placeholder=""
          size="lg"
          gap="xs"
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
          }}
          error={Boolean(error)}
          ariaLabel={CODE_LABEL}
          // The boxes let only digits through their keydown, Enter too: it sends the code here.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.closest('form')?.requestSubmit();
          }}
          styles={{ root: { justifyContent: 'space-between' } }}
        />
      </Input.Wrapper>
      <SubmitButton icon={IconMailCheck} loading={confirm.isPending}>
        Change e-mail
      </SubmitButton>
      <GameButton color="yellow" onClick={onAskAgain}>
        Ask for a new code
      </GameButton>
      <CancelButton onClick={onDone} />
    </AccountForm>
  );
}
