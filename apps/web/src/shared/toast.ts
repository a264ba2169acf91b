import { notifications } from '@mantine/notifications';

/** Spec §8: four severities, their titles and texts, 3000 ms, top-right. */
export type ToastSeverity = 'error' | 'success' | 'info' | 'warn';

import { TOAST_LIFE_MS, TOAST_POSITION } from './toast-config.ts';
import { requestToastContainer } from './toast-container.ts';

export { TOAST_LIFE_MS, TOAST_POSITION };

export const toastTitles: Record<ToastSeverity, string> = {
  error: 'Error',
  success: 'Success',
  info: 'Info',
  warn: 'Warning',
};

/** Details shown when `showToast` gets none. */
export const toastDefaultDetails: Record<ToastSeverity, string> = {
  error: 'An error occurred. Please try again.',
  success: 'Operation was successful!',
  info: 'Here is some information.',
  warn: 'Warning: Please check the details.',
};

/** Texts of the one-line helpers when called without one. */
export const toastHelperTexts: Record<ToastSeverity, string> = {
  error: 'An error occurred.',
  success: 'Operation was successful!',
  info: 'Here is some information.',
  warn: 'Please be cautious.',
};

const toastColors: Record<ToastSeverity, string> = {
  error: 'red',
  success: 'leaf',
  info: 'sky',
  warn: 'sun',
};

export interface ToastOptions {
  severity: ToastSeverity;
  summary?: string;
  detail?: string;
  life?: number;
  statusCode?: number;
}

export function showToast({ severity, summary, detail, life, statusCode }: ToastOptions): string {
  requestToastContainer();
  let message = detail ?? toastDefaultDetails[severity];
  if (severity === 'error' && statusCode !== undefined) message += ` (Status Code: ${statusCode})`;
  return notifications.show({
    title: summary ?? toastTitles[severity],
    message,
    color: toastColors[severity],
    autoClose: life ?? TOAST_LIFE_MS,
    position: TOAST_POSITION,
    withBorder: true,
    radius: 'lg',
    // Mantine's close button is an icon alone: it needs a name for screen readers.
    closeButtonProps: { 'aria-label': 'Close message' },
    // Mantine's grey under a title reads at 3.3:1 on white; this one at 4.5:1 or better.
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
  });
}

export const toast = {
  error: (detail: string = toastHelperTexts.error, statusCode?: number) =>
    showToast({ severity: 'error', detail, statusCode }),
  success: (detail: string = toastHelperTexts.success) =>
    showToast({ severity: 'success', detail }),
  info: (detail: string = toastHelperTexts.info) => showToast({ severity: 'info', detail }),
  warn: (detail: string = toastHelperTexts.warn) => showToast({ severity: 'warn', detail }),
};
