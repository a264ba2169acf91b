import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnReport, Report, ReportStatus } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes, renderWithProviders } from '#test/render.tsx';
import { makeToken } from '#test/tokens.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import {
  MY_REPORTS_EMPTY,
  NOTHING_TO_SAVE,
  replySentText,
  statusSavedText,
} from '../components/reports-text.ts';
import { ManageReportsPage } from './manage-reports-page.tsx';
import { REPORT_SENT_TEXT, ReportBugPage } from './report-bug-page.tsx';

const PLAYER_ID = '6f1c1f8e-2f53-4a53-9d0b-5f4a3c2b1a00';

const ownReportOf = (overrides: Partial<OwnReport> = {}): OwnReport => ({
  id: 1,
  type: 'BUG',
  message: 'The water button does nothing on my phone.',
  status: 'NEW',
  createdAt: '2026-03-05T02:00:00.000Z',
  handledAt: null,
  reply: null,
  repliedAt: null,
  ...overrides,
});

const reportOf = (overrides: Partial<Report> = {}): Report => ({
  ...ownReportOf(),
  player: { id: PLAYER_ID, username: 'leafy' },
  repliedBy: null,
  ...overrides,
});

const pageOf = <T,>(items: T[]) => ({ items, page: 1, size: 20, total: items.length });

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
    const fetchMock = stubFetch(() => json(201, ownReportOf()));
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
    stubFetch(() => json(201, ownReportOf()));
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
    const fetchMock = stubFetch(() => json(201, ownReportOf({ type: 'SUGGESTION' })));
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

describe('my reports', () => {
  beforeEach(() => {
    useSessionStore.setState({
      loggedUser: {
        id: PLAYER_ID,
        username: 'leafy',
        email: 'leafy@example.com',
        verified: true,
        referralCode: null,
        referredCode: null,
        totalXp: 0,
        role: 'USER',
        activePlantedTree: null,
      },
    });
  });

  /** A server holding the player's reports; a sent one heads the list. */
  function ownServer(reports: OwnReport[]) {
    const held = [...reports];
    return stubFetch((url, init) => {
      if (init?.method === 'POST') {
        const sent = ownReportOf({ id: 99, ...JSON.parse(String(init.body)) });
        held.unshift(sent);
        return json(201, sent);
      }
      if (url.startsWith(`/api/secure/report/user/${PLAYER_ID}`)) return json(200, pageOf(held));
      return json(404, { statusCode: 404, error: 'Not Found', message: `No ${url}` });
    });
  }

  it('says so when the player has sent nothing, and lists a report once sent', async () => {
    const fetchMock = ownServer([]);
    const user = userEvent.setup();
    renderWithProviders(<ReportBugPage />);
    expect(await screen.findByText(MY_REPORTS_EMPTY)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      `/api/secure/report/user/${PLAYER_ID}?page=1&size=10`,
    );

    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'Trees on the map do not load.',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const list = await screen.findByRole('list', { name: 'My reports' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Trees on the map do not load.')).toBeTruthy();
    expect(within(item).getByText('Received')).toBeTruthy();
    expect(screen.queryByText(MY_REPORTS_EMPTY)).toBeNull();
  });

  it("shows each report's status in words and the team's reply with its date", async () => {
    ownServer([
      ownReportOf({
        id: 2,
        type: 'SUGGESTION',
        message: 'A night mode, please.',
        status: 'RESOLVED',
        handledAt: '2026-03-07T02:00:00.000Z',
        reply: 'Done! Night mode is in the settings.',
        repliedAt: '2026-03-07T02:00:00.000Z',
      }),
      ownReportOf({ id: 1, status: 'WONT_FIX' }),
    ]);
    renderWithProviders(<ReportBugPage />);
    const list = await screen.findByRole('list', { name: 'My reports' });
    const [answered, closed] = within(list).getAllByRole('listitem');
    expect(within(answered!).getByText('Resolved')).toBeTruthy();
    expect(within(answered!).getByText('Status:')).toBeTruthy();
    expect(within(answered!).getByText('Done! Night mode is in the settings.')).toBeTruthy();
    expect(within(answered!).getByText('Reply from the Punla team')).toBeTruthy();
    expect(within(answered!).getByText('on Mar 7, 2026')).toBeTruthy();
    expect(within(answered!).getByText('Sent Mar 5, 2026, 10:00 AM')).toBeTruthy();
    expect(within(closed!).getByText('Not planned')).toBeTruthy();
    expect(within(closed!).getByText('The team has decided not to change this.')).toBeTruthy();
    expect(within(closed!).queryByText('Reply from the Punla team')).toBeNull();
  });

  it('folds a long message until the player asks for all of it', async () => {
    ownServer([ownReportOf({ message: `The map ${'is slow '.repeat(60)}` })]);
    const user = userEvent.setup();
    renderWithProviders(<ReportBugPage />);
    const unfold = await screen.findByRole('button', { name: 'Show all' });
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    await user.click(unfold);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});

describe('admin reports', () => {
  beforeEach(() => {
    useSessionStore.getState().setToken(makeToken({ sub: 'admin-1', role: 'ADMIN' }));
  });

  /** A server holding reports; an update moves one and keeps its reply. */
  function adminServer(reports: Report[]) {
    const held = reports.map((report) => ({ ...report }));
    return stubFetch((url, init) => {
      if (init?.method === 'PUT') {
        const id = Number(/report\/(\d+)$/.exec(url)?.[1]);
        const body = JSON.parse(String(init.body)) as { status: ReportStatus; reply?: string };
        const report = held.find((entry) => entry.id === id)!;
        report.status = body.status;
        if (body.reply) {
          report.reply = body.reply;
          report.repliedAt = '2026-03-06T02:00:00.000Z';
          report.repliedBy = { id: 'admin-1', username: 'keeper' };
        }
        return json(200, report);
      }
      const query = new URL(url, 'http://localhost').searchParams;
      const items = held.filter(
        (entry) =>
          (!query.get('status') || entry.status === query.get('status')) &&
          (!query.get('type') || entry.type === query.get('type')),
      );
      return json(200, pageOf(items));
    });
  }

  const renderPage = () =>
    renderRoutes(
      [
        { path: '/admin/reports', element: <ManageReportsPage /> },
        { path: '/admin/players/:id', element: <h1>The player&apos;s file</h1> },
      ],
      ['/admin/reports'],
    );

  it('lists new reports first, filters by status and kind, and links each player to their file', async () => {
    const fetchMock = adminServer([
      reportOf(),
      reportOf({ id: 2, type: 'SUGGESTION', message: 'Add a night mode.' }),
      reportOf({ id: 3, status: 'RESOLVED', message: 'Fixed long ago.' }),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage();
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/secure/report?page=1&size=20&status=NEW',
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 new reports')).toBeTruthy();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by kind' }),
      'SUGGESTION',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('1 new suggestion')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(
      '/api/secure/report?page=1&size=20&status=NEW&type=SUGGESTION',
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by status' }),
      'RESOLVED',
    );
    expect(await screen.findByText('No suggestions resolved yet.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by kind' }), 'ALL');
    expect(await screen.findByText('Fixed long ago.')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: "Open leafy's file" }));
    expect(router.state.location.pathname).toBe(`/admin/players/${PLAYER_ID}`);
  });

  it('moves a report with the status select alone, and says so', async () => {
    const fetchMock = adminServer([reportOf()]);
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Reports' });
    const card = within(list).getByRole('listitem');
    const status = within(card).getByRole('combobox', { name: "Status of leafy's report" });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'In progress', 'Resolved', "Won't fix"]);

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText(NOTHING_TO_SAVE)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.selectOptions(status, 'IN_PROGRESS');
    expect(within(card).queryByText(NOTHING_TO_SAVE)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastMessages()).toContain(statusSavedText('IN_PROGRESS')));
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(String(url)).toBe('/api/secure/report/1');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'IN_PROGRESS' });
    expect(await screen.findByText('Nothing new: every report has been looked at.')).toBeTruthy();
  });

  it('sends a reply only after confirming it, by keyboard, and shows it on the report', async () => {
    const fetchMock = adminServer([reportOf()]);
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Filter by status' }),
      'ALL',
    );
    const list = await screen.findByRole('list', { name: 'Reports' });
    const card = within(list).getByRole('listitem');
    await user.selectOptions(
      within(card).getByRole('combobox', { name: "Status of leafy's report" }),
      'RESOLVED',
    );
    const box = within(card).getByRole('textbox', { name: 'Reply to leafy' });
    expect((box as HTMLTextAreaElement).maxLength).toBe(2000);
    await user.type(box, '  Fixed in today’s update. Thank you!  ');
    within(card).getByRole('button', { name: 'Send reply' }).focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Send this reply to leafy?' });
    expect(within(dialog).getByText('Fixed in today’s update. Thank you!')).toBeTruthy();
    expect(within(dialog).getByText(/The report moves to Resolved\./)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toastMessages()).toContain(replySentText('leafy')));
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'RESOLVED',
      reply: 'Fixed in today’s update. Thank you!',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send this reply to leafy?' })).toBeNull(),
    );
    const after = within(await screen.findByRole('list', { name: 'Reports' })).getByRole(
      'listitem',
    );
    expect(await within(after).findByText('Fixed in today’s update. Thank you!')).toBeTruthy();
    expect(within(after).getByText(/^Replied by keeper on/)).toBeTruthy();
    expect(
      (within(after).getByRole('textbox', { name: 'Reply to leafy' }) as HTMLTextAreaElement).value,
    ).toBe('');
  });

  it('keeps the reply when the admin goes back to editing', async () => {
    const fetchMock = adminServer([reportOf()]);
    const user = userEvent.setup();
    renderPage();
    const card = within(await screen.findByRole('list', { name: 'Reports' })).getByRole('listitem');
    const box = within(card).getByRole('textbox', { name: 'Reply to leafy' });
    await user.type(box, 'Which phone do you use?');
    await user.click(within(card).getByRole('button', { name: 'Send reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this reply to leafy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send this reply to leafy?' })).toBeNull(),
    );
    expect((box as HTMLTextAreaElement).value).toBe('Which phone do you use?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
