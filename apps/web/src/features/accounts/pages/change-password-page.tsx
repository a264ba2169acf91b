import { useLocation, useNavigate } from 'react-router';
import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconLock } from '@tabler/icons-react';
import { updatePasswordInput } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { PASSWORDS_DIFFER_TEXT, schemaErrors } from '#shared/form-validation.ts';
import { paths } from '#shared/paths.ts';
import { getLoggedUserId } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useUpdatePassword } from '../api/update-password.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormError } from '../components/form-message.tsx';
import { PasswordStrengthMeter } from '../components/password-strength-meter.tsx';
import classes from '../components/accounts.module.css';

export const PASSWORD_CHANGED_TEXT = 'Your password is changed.';

export function ChangePasswordPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: ({ currentPassword, newPassword, confirmPassword }) => ({
      ...schemaErrors(updatePasswordInput, { currentPassword, newPassword }),
      ...(confirmPassword !== newPassword ? { confirmPassword: PASSWORDS_DIFFER_TEXT } : {}),
    }),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    updatePassword.mutate(
      { userId: getLoggedUserId(), currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success(PASSWORD_CHANGED_TEXT);
          void navigate(
            pathname.startsWith(paths.admin.root) ? paths.admin.profile : paths.app.profile,
          );
        },
      },
    );
  });

  return (
    <AuthPage
      icon={<IconLock size={42} stroke={2} />}
      iconColor="yellow"
      title="Change your password"
      lead="Other devices will be signed out."
      headingLevel={2}
    >
      <form className={classes.form} onSubmit={submit} noValidate>
        {updatePassword.isError && <FormError>{getErrorText(updatePassword.error)}</FormError>}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          classNames={{ label: classes.label }}
          {...form.getInputProps('currentPassword')}
        />
        <div>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
            classNames={{ label: classes.label }}
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrengthMeter password={form.values.newPassword} />
        </div>
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          classNames={{ label: classes.label }}
          {...form.getInputProps('confirmPassword')}
        />
        <GameButton
          type="submit"
          fullWidth
          size="lg"
          loading={updatePassword.isPending}
          leftSection={<IconKey size={22} stroke={2.4} />}
        >
          Change password
        </GameButton>
      </form>
    </AuthPage>
  );
}

export default ChangePasswordPage;
