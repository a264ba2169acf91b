import { useLocation, useNavigate } from 'react-router';
import { useForm } from '@mantine/form';
import { IconKey, IconLock } from '@tabler/icons-react';
import { updatePasswordInput } from '@punla/contract';
import { PASSWORDS_DIFFER_TEXT, schemaErrors } from '#shared/form-validation.ts';
import { paths } from '#shared/paths.ts';
import { getLoggedUserId } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import {
  AccountForm,
  AccountPasswordField,
  NewPasswordField,
  SubmitButton,
} from '../components/account-form.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const PASSWORD_CHANGED_TEXT = 'Your password is changed.';

export function ChangePasswordPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const updatePassword = useSingleFlight(useUpdatePassword());
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
      <AccountForm onSubmit={submit} request={updatePassword}>
        <AccountPasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordField label="New password" {...form.getInputProps('newPassword')} />
        <AccountPasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <SubmitButton icon={IconKey} loading={updatePassword.isPending}>
          Change password
        </SubmitButton>
      </AccountForm>
    </AuthPage>
  );
}

export default ChangePasswordPage;
