import { ACCOUNT_DELETION_GRACE_DAYS } from '@punla/contract';

// The words of "Delete my account", in one place (to be moved into a translation catalogue).

export const DELETE_ACCOUNT = {
  heading: 'Delete my account',
  lead: 'You can delete your account and the personal data Punla keeps about you.',
  button: 'Delete my account',
  title: 'Delete your account?',
  whatHappens: 'This is what happens:',
  /** What the deletion does, a sentence each; the keep line depends on how the player logs in. */
  steps: (hasPassword: boolean) => [
    'You are logged out everywhere at once.',
    'Your seats at upcoming events are given up.',
    'You leave the leaderboards.',
    `After ${ACCOUNT_DELETION_GRACE_DAYS} days, your e-mail address, username, password, Google link, reminders, reports and event contact details are erased for good.`,
    hasPassword
      ? 'Until then, logging in with your password lets you keep your account.'
      : 'Until then, logging in with Google lets you keep your account.',
    'What stays, without your name: your coin and XP records, and the count of real trees you planted.',
  ],
  passwordLabel: 'Your password',
  passwordMissing: 'Enter your password to delete your account.',
  confirmLabel: 'Type your username to confirm',
  confirmHint: (username: string) => `Your username is ${username}.`,
  confirmWrong: (username: string) =>
    `Type your username, ${username}, to confirm that you want your account deleted.`,
  cancel: 'Cancel',
  confirm: 'Delete my account',
} as const;
