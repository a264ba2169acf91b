import { Link, useNavigate } from 'react-router';
import { IconSeeding, IconUserPlus } from '@tabler/icons-react';
import {
  REFERRAL_CODE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@punla/contract';
import { PASSWORDS_DIFFER_TEXT, schemaErrors } from '#shared/form-validation.ts';
import { useLightForm } from '#shared/hooks/use-light-form.ts';
import { paths } from '#shared/paths.ts';
import {
  clearPendingReferralCode,
  getPendingReferralCode,
} from '#shared/session/referral-storage.ts';
import { loadAccountSchemas } from '../api/account-schemas.ts';
import { startSession } from '../api/auth-session.ts';
import { useSignup } from '../api/signup.ts';
import {
  AccountForm,
  AccountPasswordField,
  AccountTextField,
  EmailField,
  NewPasswordField,
  SubmitButton,
} from '../components/account-form.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import { GoogleLoginSection } from '../components/google-button.tsx';
import { BirthYearSelect } from '#shared/birth-year/birth-year-select.tsx';
import type { FieldProps } from '#shared/hooks/use-light-form.ts';
import classes from '../components/accounts.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

interface SignupValues {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
  /** The chosen year as the select gives it; '' until one is chosen. */
  birthYear: string;
}

const toInput = ({ email, username, password, referralCode, birthYear }: SignupValues) => ({
  email: email.trim(),
  username: username.trim(),
  password,
  referralCode: referralCode.trim() || undefined,
  birthYear: birthYear ? Number(birthYear) : undefined,
});

/** The light form's field props, for the select (it sends the same change event). */
function BirthYearField({ value, onChange, error }: FieldProps) {
  return (
    <BirthYearSelect
      value={value}
      error={error}
      classNames={{ label: classes.label }}
      onChange={(year) =>
        onChange({ currentTarget: { value: year } } as Parameters<FieldProps['onChange']>[0])
      }
    />
  );
}

export function SignupPage() {
  const navigate = useNavigate();
  const signupMutation = useSingleFlight(useSignup());
  const form = useLightForm<SignupValues>(
    {
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      referralCode: getPendingReferralCode() ?? '',
      birthYear: '',
    },
    // The e-mail and password fields keep to the server's limits themselves.
    { username: USERNAME_MAX_LENGTH, referralCode: REFERRAL_CODE_MAX_LENGTH },
  );

  // The rules come with the schemas, loaded as the form is first touched.
  const submit = form.onSubmit(async (values) => {
    const { signupInput } = await loadAccountSchemas();
    const errors = {
      ...schemaErrors(signupInput, toInput(values)),
      ...(values.confirmPassword !== values.password
        ? { confirmPassword: PASSWORDS_DIFFER_TEXT }
        : {}),
    };
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const input = signupInput.parse(toInput(values));
    signupMutation.mutate(input, {
      // The new player stays logged in: the mailed code leads straight to My Tree.
      onSuccess: ({ token, user }) => {
        if (input.referralCode) clearPendingReferralCode();
        startSession({ token, user });
        void navigate(paths.verifyAccount(user.email), { replace: true });
      },
    });
  });

  return (
    <AuthPage
      icon={<IconSeeding size={44} stroke={2} />}
      iconColor="yellow"
      title="Plant your first tree"
      lead="Create a free account. Your first Narra seedling is waiting."
      footer={
        <>
          Already playing? <Link to={paths.login}>Log in</Link>
        </>
      }
    >
      <AccountForm
        onSubmit={submit}
        onFocus={() => void loadAccountSchemas()}
        request={signupMutation}
      >
        <EmailField {...form.getInputProps('email')} />
        <AccountTextField
          label="Username"
          placeholder="leafy_player"
          autoComplete="username"
          {...form.getInputProps(
            'username',
            `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} letters, digits or _`,
          )}
        />
        <NewPasswordField label="Password" {...form.getInputProps('password')} />
        <AccountPasswordField
          label="Confirm password"
          placeholder="Type it again"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <BirthYearField {...form.getInputProps('birthYear')} />
        <AccountTextField
          label="Referral code (optional)"
          placeholder="From a friend's link"
          autoComplete="off"
          {...form.getInputProps('referralCode')}
        />
        <SubmitButton icon={IconUserPlus} loading={signupMutation.isPending || form.submitting}>
          Sign up
        </SubmitButton>
        <GoogleLoginSection
          divider="or"
          birthYear={form.values.birthYear ? Number(form.values.birthYear) : null}
        />
      </AccountForm>
    </AuthPage>
  );
}

export default SignupPage;
