import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { showToast, toast } from './toast.ts';

let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast-id');
});

function lastToast() {
  return show.mock.lastCall?.[0] as {
    title: string;
    message: string;
    autoClose: number;
    position: string;
  };
}

describe('toasts', () => {
  it.each([
    ['error', 'Error', 'An error occurred. Please try again.'],
    ['success', 'Success', 'Operation was successful!'],
    ['info', 'Info', 'Here is some information.'],
    ['warn', 'Warning', 'Warning: Please check the details.'],
  ] as const)('a %s toast has the title %s and the default details', (severity, title, detail) => {
    showToast({ severity });
    expect(lastToast().title).toBe(title);
    expect(lastToast().message).toBe(detail);
  });

  it('shows for 3000 ms at the top right unless told otherwise', () => {
    showToast({ severity: 'info', detail: 'Hello' });
    expect(lastToast().autoClose).toBe(3000);
    expect(lastToast().position).toBe('top-right');
    showToast({ severity: 'info', detail: 'Hello', life: 8000, summary: 'Heads up' });
    expect(lastToast().autoClose).toBe(8000);
    expect(lastToast().title).toBe('Heads up');
  });

  it('appends the status code to an error toast', () => {
    showToast({ severity: 'error', detail: 'Too many requests.', statusCode: 429 });
    expect(lastToast().message).toBe('Too many requests. (Status Code: 429)');
    toast.error(undefined, 500);
    expect(lastToast().message).toBe('An error occurred. (Status Code: 500)');
  });

  it('adds no status code to other severities', () => {
    showToast({ severity: 'success', detail: 'Saved.', statusCode: 200 });
    expect(lastToast().message).toBe('Saved.');
  });

  it.each([
    ['error', 'Error', 'An error occurred.'],
    ['success', 'Success', 'Operation was successful!'],
    ['info', 'Info', 'Here is some information.'],
    ['warn', 'Warning', 'Please be cautious.'],
  ] as const)('the %s helper defaults to its own text', (severity, title, text) => {
    toast[severity]();
    expect(lastToast().title).toBe(title);
    expect(lastToast().message).toBe(text);
    expect(lastToast().autoClose).toBe(3000);
  });
});
