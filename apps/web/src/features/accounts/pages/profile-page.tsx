import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Progress, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconBrandGoogle,
  IconDeviceFloppy,
  IconDevicesOff,
  IconKey,
  IconLogout,
  IconRefresh,
} from '@tabler/icons-react';
import {
  levelForXp,
  updateProfileInput,
  USERNAME_MAX_LENGTH,
  xpForLevel,
  type UserProfile,
} from '@punla/contract';
import { textLimitProps } from '#shared/forms/text-limit.tsx';
import { getErrorText, getFieldErrors } from '#shared/error-text.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { Panel } from '#shared/ui/panel.tsx';
import { Loading } from '#shared/ui/query-state.tsx';
import { SproutMark } from '#shared/ui/sprout-logo.tsx';
import { useUserProfile } from '../api/get-user-profile.ts';
import { useLogoutAll } from '../api/logout-all.ts';
import { useUpdateUserProfile } from '../api/update-user-profile.ts';
import { ChangeEmail } from '../components/change-email.tsx';
import { FormError } from '../components/form-message.tsx';
import { useLogout } from '../hooks/use-logout.ts';
import type { ForgotPasswordState } from './forgot-password-page.tsx';
import classes from '../components/profile.module.css';
import accountClasses from '../components/accounts.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const USERNAME_SAVED_TEXT = 'Your username is saved.';
export const GOOGLE_ONLY_TEXT = 'Your account signs in with Google, so it has no password here.';
export const LOGGED_OUT_EVERYWHERE_TEXT = 'You are logged out on every device.';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function XpProgress({ totalXp }: { totalXp: number }) {
  const level = levelForXp(totalXp);
  const floor = xpForLevel(level);
  const next = xpForLevel(level + 1);
  const percent = Math.min(100, Math.round(((totalXp - floor) / (next - floor)) * 100));
  return (
    <div className={classes.xp}>
      <div className={classes.xpRow}>
        <span>{totalXp} XP</span>
        <span>
          {next - totalXp} XP to level {level + 1}
        </span>
      </div>
      <Progress
        value={percent}
        color="sun"
        size="xl"
        radius="xl"
        aria-label={`Level progress ${percent}%`}
      />
    </div>
  );
}

function UsernameForm({ profile }: { profile: UserProfile }) {
  const update = useSingleFlight(useUpdateUserProfile());
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: profile.username },
    validate: (values) => schemaErrors(updateProfileInput, { username: values.username.trim() }),
  });
  const submit = form.onSubmit(({ username }) => {
    update.mutate(
      { userId: profile.id, username: username.trim() },
      {
        onSuccess: (saved) => {
          form.resetDirty({ username: saved.username });
          toast.success(USERNAME_SAVED_TEXT);
        },
        // A name taken by someone else is said under the field, and goes once it changes.
        onError: (error) => {
          const { username } = getFieldErrors(error, { USERNAME_TAKEN: 'username' });
          if (username) form.setFieldError('username', username);
        },
      },
    );
  });
  const unchanged = form.values.username.trim() === profile.username;
  return (
    <form onSubmit={submit} noValidate className={accountClasses.form}>
      <div className={classes.row}>
        <TextInput
          className={classes.grow}
          label="Username"
          autoComplete="username"
          classNames={{ label: accountClasses.label }}
          {...form.getInputProps('username')}
          {...textLimitProps(form.values.username, USERNAME_MAX_LENGTH)}
        />
      </div>
      <GameButton
        type="submit"
        color="green"
        loading={update.isPending}
        disabled={unchanged}
        leftSection={<IconDeviceFloppy size={20} stroke={2.4} />}
      >
        Save username
      </GameButton>
    </form>
  );
}

/** "Log out of all devices": every session ends on the server, then this one here. */
function LogoutEverywhere({ profile }: { profile: UserProfile }) {
  const [asking, setAsking] = useState(false);
  const logoutAll = useSingleFlight(useLogoutAll());
  const logout = useLogout();
  const confirm = () => {
    logoutAll.mutate(profile.id, {
      onSuccess: () => {
        setAsking(false);
        logout({ to: paths.loginWithEmail(profile.email), message: LOGGED_OUT_EVERYWHERE_TEXT });
      },
    });
  };
  return (
    <>
      <p className={classes.muted}>
        Lost a phone, or logged in on a shared computer? End every session of your account.
      </p>
      <GameButton
        color="red"
        onClick={() => setAsking(true)}
        leftSection={<IconDevicesOff size={20} stroke={2.4} />}
      >
        Log out of all devices
      </GameButton>
      <ConfirmDialog
        opened={asking}
        title="Log out of all devices?"
        message="Every device logged in to your account, this one too, is logged out. You can log in again with your password or Google."
        confirmLabel="Log out everywhere"
        confirmIcon={<IconLogout size={18} stroke={2.4} />}
        cancelLabel="Stay logged in"
        loading={logoutAll.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function ProfilePage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  // The layout's guard sends visitors without a session away; nothing to show meanwhile.
  if (!userId) return null;
  return <Profile userId={userId} />;
}

function Profile({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const profileQuery = useUserProfile(userId);
  const inAdmin = pathname.startsWith(paths.admin.root);

  if (profileQuery.isPending) return <Loading label="Loading your profile" shape="panel" />;
  if (profileQuery.isError) {
    return (
      <div className={classes.page}>
        <Panel title="Your profile">
          <div className={accountClasses.form}>
            <FormError>{getErrorText(profileQuery.error)}</FormError>
            <GameButton
              color="yellow"
              onClick={() => void profileQuery.refetch()}
              leftSection={<IconRefresh size={20} stroke={2.4} />}
            >
              Try again
            </GameButton>
          </div>
        </Panel>
      </div>
    );
  }

  const profile = profileQuery.data;
  const level = levelForXp(profile.totalXp);
  return (
    <div className={classes.page}>
      <Panel>
        <div className={classes.hero}>
          <div className={classes.avatar}>
            <SproutMark size={56} />
          </div>
          <div>
            <h2 className={classes.name}>{profile.username}</h2>
            <div className={classes.badges}>
              <Badge color="sun.3" variant="filled" size="lg" radius="md" c="sun.9">
                Level {level}
              </Badge>
              <Badge
                color={profile.role === 'ADMIN' ? 'bark' : 'leaf'}
                variant="light"
                size="lg"
                radius="md"
              >
                {profile.role === 'ADMIN' ? 'Administrator' : 'Player'}
              </Badge>
              {profile.verified && (
                <Badge color="sky" variant="light" size="lg" radius="md">
                  Verified
                </Badge>
              )}
            </div>
          </div>
        </div>
        <XpProgress totalXp={profile.totalXp} />
      </Panel>

      <Panel title="Account">
        <dl className={classes.facts}>
          <div className={classes.fact}>
            <dt>E-mail</dt>
            <dd>{profile.email}</dd>
          </div>
          <div className={classes.fact}>
            <dt>Experience</dt>
            <dd>
              {profile.totalXp} XP · Level {level}
            </dd>
          </div>
          <div className={classes.fact}>
            <dt>Playing since</dt>
            <dd>{dateFormat.format(new Date(profile.createdAt))}</dd>
          </div>
        </dl>
      </Panel>

      <ChangeEmail profile={profile} />

      <Panel title="Change your username">
        <UsernameForm key={profile.username} profile={profile} />
      </Panel>

      <Panel title="Password">
        {profile.hasPassword ? (
          <GameButton
            to={inAdmin ? paths.admin.changePassword : paths.app.changePassword}
            color="blue"
            leftSection={<IconKey size={20} stroke={2.4} />}
          >
            Change password
          </GameButton>
        ) : (
          <p className={classes.muted}>
            <IconBrandGoogle size={18} stroke={2.2} style={{ verticalAlign: '-3px' }} />{' '}
            {GOOGLE_ONLY_TEXT}{' '}
            <Link
              to={paths.forgotPassword}
              state={{ email: profile.email } satisfies ForgotPasswordState}
            >
              Set a password by e-mail
            </Link>
          </p>
        )}
      </Panel>

      <Panel title="Sessions">
        <div className={accountClasses.form}>
          <LogoutEverywhere profile={profile} />
        </div>
      </Panel>
    </div>
  );
}

export default ProfilePage;
