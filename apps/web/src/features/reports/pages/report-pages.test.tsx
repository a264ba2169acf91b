import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '#test/fetch.ts';
import { renderWithProviders } from '#test/render.tsx';
import { makeToken } from '#test/tokens.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import type { Report } from '../api/report-types.ts';
import { ManageReportsPage } from './manage-reports-page.tsx';
import { REPORT_SENT_TEXT, ReportBugPage } from './report-bug-page.tsx';

const reportOf = (overrides: Partial<Report> = {}): Report => ({
  id: 1,
  type: 'BUG',
  message: 'The water button does nothing on my phone.',
  username: 'leafy',
  status: 'OPEN',
  createdAt: '2026-03-05T02:00:00.000Z',
  handledAt: null,
  ...overrides,
});

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  useSessionStore.getState().setToken(makeToken({ sub: 'user-1', role: 'USER' }));
  catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('report / suggest', () => {
  it('checks the message with the contract; its error goes once the message changes', async () => {
    const fetchMock = stubFetch(() => json(201, reportOf()));
    const user = userEvent.setup();
    renderWithProviders(<ReportBugPage />);
    expect((screen.getByRole('radio', { name: /Bug/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('At least 10 characters')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Tell us a little more: at least 10 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(box, ', the map');
    expect(screen.queryByText('Tell us a little more: at least 10 characters.')).toBeNull();
    expect(screen.getByText('Thank you for the details!')).toBeTruthy();
  });

  it('takes at most 2000 characters and says what is left near the limit, thanks and no error', async () => {
    stubFetch(() => json(201, reportOf()));
    const user = userEvent.setup();
    renderWithProviders(<ReportBugPage />);
    const box = screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(2000);
    await user.click(box);
    await user.paste('a'.repeat(1500));
    expect(screen.queryByText(/characters? left/)).toBeNull();
    await user.paste('a'.repeat(100));
    const left = screen.getByText('400 characters left');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(left.closest('[id]')?.id);
    await user.paste('a'.repeat(4429));
    expect(box.value).toHaveLength(2000);
    expect(screen.getByText('No characters left')).toBeTruthy();
    expect(screen.getByText('Thank you for the details!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastMessages()).toEqual([REPORT_SENT_TEXT]));
    expect(screen.queryByText('A report has at most 2000 characters.')).toBeNull();
  });

  it('sends a suggestion, thanks the player and clears the form', async () => {
    const fetchMock = stubFetch(() => json(201, reportOf({ type: 'SUGGESTION' })));
    const user = userEvent.setup();
    renderWithProviders(<ReportBugPage />);
    await user.click(screen.getByRole('radio', { name: /Suggestion/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'Please add a night mode for the forest.',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(toastMessages()).toEqual([REPORT_SENT_TEXT]));
    expect(REPORT_SENT_TEXT).toBe('Thank you! Your report was sent.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/secure/report');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'SUGGESTION',
      message: 'Please add a night mode for the forest.',
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value,
      ).toBe(''),
    );
    expect((screen.getByRole('radio', { name: /Bug/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's error and keeps the message", async () => {
    stubFetch(() =>
      json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'You sent many reports today. Try again tomorrow.',
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReportBugPage />);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'The map does not load at all.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        'You sent many reports today. Try again tomorrow. (Status Code: 429)',
      ]),
    );
    expect((box as HTMLTextAreaElement).value).toBe('The map does not load at all.');
  });
});

describe('admin reports', () => {
  it('shows open reports first, filters by status, and marks one handled', async () => {
    useSessionStore.getState().setToken(makeToken({ sub: 'admin-1', role: 'ADMIN' }));
    let status: Report['status'] = 'OPEN';
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'PUT') {
        status = 'HANDLED';
        return json(200, reportOf({ status, handledAt: '2026-03-06T02:00:00.000Z' }));
      }
      const wanted = new URL(url, 'http://localhost').searchParams.get('status');
      const items = [reportOf({ status })].filter((item) => !wanted || item.status === wanted);
      return json(200, { items, page: 1, size: 20, total: items.length });
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageReportsPage />);

    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/secure/report?page=1&size=20&status=OPEN',
    );
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Bug')).toBeTruthy();
    expect(within(card).getByText('leafy')).toBeTruthy();
    expect(within(card).getByText('The water button does nothing on my phone.')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(toastMessages()).toContain('Report marked handled.'));
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(String(url)).toBe('/api/secure/report/1');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'HANDLED' });
    expect(await screen.findByText('Nothing open. Every report has been handled.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Handled' }));
    const handled = await screen.findByRole('list', { name: 'Reports' });
    expect(within(handled).getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });
});
