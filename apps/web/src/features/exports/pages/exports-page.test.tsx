import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Season } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { hoursFromNow, plantingEventOf, refusal } from '#test/event-fixtures.ts';
import { renderWithProviders } from '#test/render.tsx';
import { makeToken } from '#test/tokens.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { CARDS, EVENT_MISSING, NO_SEASONS } from '../components/exports-text.ts';
import { ExportsPage } from './exports-page.tsx';

const BOM = [0xef, 0xbb, 0xbf];
const token = makeToken({ sub: 'admin-1', role: 'ADMIN' });

const seasonOf = (overrides: Partial<Season>): Season => ({
  id: 1,
  name: 'Season 1',
  startDate: hoursFromNow(-24 * 120),
  endDate: hoursFromNow(-24 * 30),
  current: false,
  daysLeft: null,
  hasXp: true,
  ...overrides,
});

/** A CSV file as the server sends one: a BOM, then the text. */
function csv(filename: string, text: string): Response {
  return new Response(new Uint8Array([...BOM, ...new TextEncoder().encode(text)]), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
}

let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  useSessionStore.getState().setToken(token);
  catchToasts();
  saved = [];
  // jsdom has no object addresses: remember each blob and the name its link saves it under.
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const address = `blob:punla/${blobs.size}`;
        blobs.set(address, blob);
        return address;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function exportServer(seasons: Season[] = [seasonOf({})]) {
  return stubFetch((url) => {
    if (url.startsWith('/api/secure/event')) {
      return json(200, [
        plantingEventOf({ id: 3, name: 'Planting at La Mesa' }),
        plantingEventOf({ id: 4, name: 'Riverside planting', startsAt: hoursFromNow(96) }),
      ]);
    }
    if (url === '/api/secure/season') return json(200, seasons);
    if (url.startsWith('/api/secure/admin/export/attendees.csv')) {
      return csv(
        'punla-attendees-2026-06-01.csv',
        'Username,E-mail\r\nleafy,leafy@example.com\r\n',
      );
    }
    if (url.startsWith('/api/secure/admin/export/audit.csv')) {
      return json(
        400,
        refusal(400, 'VALIDATION_FAILED', 'to: One export covers at most 366 days.'),
      );
    }
    return csv('punla-players-2026-06-01.csv', 'Id,Username\r\n');
  });
}

const card = (title: string) => screen.getByRole('form', { name: title });

describe('exports', { timeout: 20_000 }, () => {
  it("downloads an event's attendees with the session's token, the BOM kept", async () => {
    const fetchMock = exportServer();
    const user = userEvent.setup();
    renderWithProviders(<ExportsPage />);
    const attendees = card(CARDS.attendees.title);
    const select = within(attendees).getByLabelText('Event');
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    // The latest event first.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an event',
      expect.stringMatching(/^Riverside planting · /),
      expect.stringMatching(/^Planting at La Mesa · /),
    ]);

    await user.click(within(attendees).getByRole('button', { name: CARDS.attendees.button }));
    expect(within(attendees).getByText(EVENT_MISSING)).toBeTruthy();

    await user.selectOptions(select, '3');
    expect(within(attendees).queryByText(EVENT_MISSING)).toBeNull();
    await user.click(within(attendees).getByRole('button', { name: CARDS.attendees.button }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/secure/admin/export/attendees.csv?eventId=3');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(saved[0]!.name).toBe('punla-attendees-2026-06-01.csv');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    await waitFor(() => expect(toastMessages()).toContain('Saved punla-attendees-2026-06-01.csv.'));
  });

  it('offers only ended seasons, and says so when none has ended', async () => {
    exportServer([seasonOf({ id: 2, name: 'Season 2', endDate: hoursFromNow(24), current: true })]);
    renderWithProviders(<ExportsPage />);
    const standings = card(CARDS.standings.title);
    expect(await within(standings).findByText(NO_SEASONS)).toBeTruthy();
    const button = within(standings).getByRole('button', { name: CARDS.standings.button });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the range of days as the server does, and shows its refusal', async () => {
    const fetchMock = exportServer();
    const user = userEvent.setup();
    renderWithProviders(<ExportsPage />);
    const audit = card(CARDS.audit.title);
    const from = within(audit).getByLabelText('From');
    const to = within(audit).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-06-02');
    await user.clear(to);
    await user.type(to, '2026-06-01');
    await user.click(within(audit).getByRole('button', { name: CARDS.audit.button }));
    expect(
      within(audit).getByText('The last day (2026-06-01) comes before the first (2026-06-02).'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('audit.csv'))).toBe(false);

    await user.clear(from);
    await user.type(from, '2026-05-01');
    await user.click(within(audit).getByRole('button', { name: CARDS.audit.button }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'to: One export covers at most 366 days. (Status Code: 400)',
      ),
    );
    expect(saved).toHaveLength(0);
  });

  it('downloads the players by keyboard alone', async () => {
    const fetchMock = exportServer();
    const user = userEvent.setup();
    renderWithProviders(<ExportsPage />);
    within(card(CARDS.players.title)).getByRole('button', { name: CARDS.players.button }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['punla-players-2026-06-01.csv']),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/secure/admin/export/players.csv',
    );
  });
});
