import { vi } from 'vitest';
import { notifications } from '@mantine/notifications';

/** Catches every toast instead of drawing it; returns the spy on `notifications.show`. */
export const catchToasts = () => vi.spyOn(notifications, 'show').mockReturnValue('toast');

/** The messages of the toasts shown so far (after `catchToasts`). */
export const toastMessages = () =>
  vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
