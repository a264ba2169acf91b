import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetGameConfig } from '#shared/game-config.ts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { TRIVIA_COOLDOWN_SECONDS, type TriviaItem } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes, renderWithProviders } from '#test/render.tsx';
import { logInAs } from '#test/session.ts';
import { catchToasts, toastMessages } from '#test/toasts.ts';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { TriviaCorner } from './trivia-corner.tsx';
import { TriviaDialog } from './trivia-dialog.tsx';

const DENR_PATH = '/api/secure/trivia/random-denr';
const GAME_CONFIG_PATH = '/api/public/game-config';
const AI_PATH = '/api/secure/trivia/random-ai';
const DENR_FACT = 'Bakawan roots hold the shore together.';
const AI_FACT = 'Dao trees can grow over 40 metres tall.';

const denrItem = (overrides: Partial<TriviaItem> = {}): TriviaItem => ({
  id: 7,
  content: DENR_FACT,
  imageUrl: null,
  source: 'DENR',
  dateCreated: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

type Answer = () => Response;

/**
 * Fetch answering the two random paths and the game config (AI trivia offered unless told
 * otherwise); returns how often each was asked.
 */
function stubTrivia({
  denr = () => json(200, denrItem()),
  ai = () => text(200, AI_FACT),
  aiTrivia = true,
}: { denr?: Answer; ai?: Answer; aiTrivia?: boolean } = {}) {
  return stubFetch((url) => {
    if (url === GAME_CONFIG_PATH) return json(200, { timeZone: 'Asia/Manila', aiTrivia });
    if (url === DENR_PATH) return denr();
    if (url === AI_PATH) return ai();
    return json(404, { message: `No stub for ${url}` });
  });
}

const calls = (mock: ReturnType<typeof stubFetch>, path: string) =>
  mock.mock.calls.filter(([url]) => String(url) === path).length;

/** Lets the stubbed fetch answer and React render it, without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

const newTriviaButton = () => screen.getByRole('button', { name: /New trivia/ });
const sourceRadio = (name: 'DENR' | 'AI') => screen.getByRole('radio', { name });
const typed = () =>
  screen
    .getAllByTestId('typed-text')
    .filter((node) => !node.closest('[hidden]'))
    .map((node) => node.textContent)
    .join('');

beforeEach(() => {
  vi.useFakeTimers();
  catchToasts();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog(sources: readonly ('DENR' | 'AI')[] = ['DENR', 'AI']) {
  const onClose = vi.fn();
  renderWithProviders(<TriviaDialog opened onClose={onClose} sources={sources} />);
  return onClose;
}

describe('trivia dialog', () => {
  it('defaults to DENR, and the source cannot be emptied', async () => {
    stubTrivia();
    renderDialog();
    await settle();
    const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['DENR', 'AI']);
    expect((sourceRadio('DENR') as HTMLInputElement).checked).toBe(true);

    // Choosing the chosen side again keeps it chosen: there is no "nothing" state.
    fireEvent.click(sourceRadio('DENR'));
    await settle();
    expect((sourceRadio('DENR') as HTMLInputElement).checked).toBe(true);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('offers no source to choose when the server has no AI, and shows DENR trivia', async () => {
    const fetchMock = stubTrivia();
    renderDialog(['DENR']);
    await settle();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'AI' })).toBeNull();
    expect(screen.getByText('From DENR')).toBeTruthy();
    expect(calls(fetchMock, DENR_PATH)).toBe(1);
    expect(calls(fetchMock, AI_PATH)).toBe(0);
  });

  it('loads each side once, on its first selection', async () => {
    const fetchMock = stubTrivia();
    renderDialog();
    await settle();
    expect(calls(fetchMock, DENR_PATH)).toBe(1);
    expect(calls(fetchMock, AI_PATH)).toBe(0);

    fireEvent.click(sourceRadio('AI'));
    await settle();
    expect(calls(fetchMock, AI_PATH)).toBe(1);

    fireEvent.click(sourceRadio('DENR'));
    await settle();
    fireEvent.click(sourceRadio('AI'));
    await settle();
    fireEvent.click(sourceRadio('DENR'));
    await settle();
    expect(calls(fetchMock, DENR_PATH)).toBe(1);
    expect(calls(fetchMock, AI_PATH)).toBe(1);
  });

  it('disables "New trivia" for 5 s after a fetch, counting down each second', async () => {
    const fetchMock = stubTrivia();
    renderDialog();
    await settle();
    expect(TRIVIA_COOLDOWN_SECONDS).toBe(5);

    for (const seconds of [5, 4, 3, 2, 1]) {
      expect(newTriviaButton().textContent).toBe(`New trivia available in ${seconds}s`);
      expect((newTriviaButton() as HTMLButtonElement).disabled).toBe(true);
      act(() => vi.advanceTimersByTime(999));
      expect(newTriviaButton().textContent).toBe(`New trivia available in ${seconds}s`);
      act(() => vi.advanceTimersByTime(1));
    }
    expect(newTriviaButton().textContent).toBe('New trivia');
    expect((newTriviaButton() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(newTriviaButton());
    await settle();
    expect(calls(fetchMock, DENR_PATH)).toBe(2);
    expect(newTriviaButton().textContent).toBe('New trivia available in 5s');
  });

  it('types the text out at 80 ms per character', async () => {
    stubTrivia();
    renderDialog();
    await settle();
    expect(typed()).toBe('');
    let elapsed = 0;
    for (const n of [1, 2, 7, 20]) {
      act(() => vi.advanceTimersByTime(80 * n - elapsed));
      elapsed = 80 * n;
      expect(typed()).toBe(DENR_FACT.slice(0, n));
    }
    act(() => vi.advanceTimersByTime(80 * DENR_FACT.length));
    expect(typed()).toBe(DENR_FACT);
  });
});

describe('trivia dialog: what it shows', () => {
  it('labels AI trivia "AI-generated" and reads its plain-text answer', async () => {
    stubTrivia();
    renderDialog();
    await settle();
    expect(screen.getByText('From DENR')).toBeTruthy();
    fireEvent.click(sourceRadio('AI'));
    await settle();
    const aiCard = screen.getByText('AI-generated').closest('article')!;
    expect(aiCard.getAttribute('data-source')).toBe('AI');
    act(() => vi.advanceTimersByTime(80 * AI_FACT.length));
    expect(typed()).toBe(AI_FACT);
  });

  it('tells an unverified player that AI trivia needs a verified e-mail, with no button', async () => {
    logInAs({ verified: false });
    try {
      const fetchMock = stubTrivia();
      renderRoutes(
        [
          {
            path: '/',
            element: <TriviaDialog opened onClose={vi.fn()} sources={['DENR', 'AI']} />,
          },
        ],
        ['/'],
      );
      await settle();
      fireEvent.click(sourceRadio('AI'));
      await settle();
      expect(
        screen.getByText(/AI trivia is for verified players\. Verify your e-mail address/),
      ).toBeTruthy();
      const link = screen.getByRole('link', { name: 'Verify my e-mail' });
      expect(link.getAttribute('href')).toBe('/verify-account/leafy%40example.com');
      expect(screen.queryByRole('button', { name: /New trivia/ })).toBeNull();
      expect(calls(fetchMock, AI_PATH)).toBe(0);
      // The DENR side is theirs as before.
      fireEvent.click(sourceRadio('DENR'));
      await settle();
      expect(newTriviaButton()).toBeTruthy();
    } finally {
      useSessionStore.setState({ ...initialSessionValues });
    }
  });

  it('shows image trivia as a picture that opens in a new tab', async () => {
    stubTrivia({
      denr: () => json(200, denrItem({ content: null, imageUrl: '/api/files/abc123' })),
    });
    renderDialog();
    await settle();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/api/files/abc123');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(link).getByRole('img').getAttribute('src')).toBe('/api/files/abc123');
  });

  it('shows DENR trivia with a picture and text as the picture, the text as its alt', async () => {
    stubTrivia({
      denr: () => json(200, denrItem({ imageUrl: '/api/files/mangrove' })),
    });
    renderDialog();
    await settle();
    const picture = screen.getByRole('img', { name: DENR_FACT });
    expect(picture.getAttribute('src')).toBe('/api/files/mangrove');
    expect(screen.queryByTestId('typed-text')).toBeNull();
  });

  it('shows the error text in a toast when a fetch fails, and stays usable', async () => {
    const fetchMock = stubTrivia({
      ai: () =>
        json(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'AI_UNAVAILABLE',
          message: 'AI trivia is not available right now.',
        }),
    });
    renderDialog();
    await settle();
    fireEvent.click(sourceRadio('AI'));
    await settle();

    expect(toastMessages()).toEqual(['AI trivia is not available right now.']);
    expect(vi.mocked(notifications.show).mock.calls[0]![0]).toMatchObject({
      title: 'Error',
      color: 'red',
    });
    // No cooldown after a failure: it can be tried again at once.
    expect(screen.getByText(/No trivia here yet/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(newTriviaButton().textContent).toBe('New trivia');
    expect((newTriviaButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(newTriviaButton());
    await settle();
    expect(calls(fetchMock, AI_PATH)).toBe(2);

    // The DENR side is still there.
    fireEvent.click(sourceRadio('DENR'));
    expect(screen.getByText('From DENR')).toBeTruthy();
  });

  it('shows a plain-text error body as it is', async () => {
    stubTrivia({ denr: () => text(500, 'The trivia shelf is empty today.') });
    renderDialog();
    await settle();
    expect(toastMessages()).toContain('The trivia shelf is empty today.');
  });
});

describe('trivia corner', () => {
  it('opens the dialog from the header button', async () => {
    logInAs({ tourCompleted: false, totalXp: 0 });
    const fetchMock = stubTrivia();
    renderWithProviders(<TriviaCorner />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open trivia' }));
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(calls(fetchMock, DENR_PATH)).toBe(1);
  });

  it('shows the AI side only when the server says AI trivia is set up', async () => {
    logInAs({ tourCompleted: false, totalXp: 0 });
    stubTrivia({ aiTrivia: false });
    const { unmount } = renderWithProviders(<TriviaCorner />);
    fireEvent.click(screen.getByRole('button', { name: 'Open trivia' }));
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'AI' })).toBeNull();
    unmount();

    // Another page load, where the server has an AI service.
    forgetGameConfig();
    stubTrivia({ aiTrivia: true });
    renderWithProviders(<TriviaCorner />);
    fireEvent.click(screen.getByRole('button', { name: 'Open trivia' }));
    await settle();
    expect(sourceRadio('AI')).toBeTruthy();
  });

  it('pops up on DENR after the random delay, and again after it is closed', async () => {
    logInAs({ tourCompleted: true, totalXp: 0 });
    const fetchMock = stubTrivia();
    renderWithProviders(<TriviaCorner random={() => 0} />);

    act(() => vi.advanceTimersByTime(59_999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((sourceRadio('DENR') as HTMLInputElement).checked).toBe(true);
    expect(calls(fetchMock, DENR_PATH)).toBe(1);

    // Nothing more pops up while it is open.
    act(() => vi.advanceTimersByTime(300_000));
    await settle();
    expect(calls(fetchMock, DENR_PATH)).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close trivia' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(calls(fetchMock, DENR_PATH)).toBe(2);
  });

  it('does not pop up for a new player: tour not completed and no XP', async () => {
    logInAs({ tourCompleted: false, totalXp: 0 });
    stubTrivia();
    renderWithProviders(<TriviaCorner random={() => 0} />);
    act(() => vi.advanceTimersByTime(600_000));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pops up for a player with XP who has not finished the tour', async () => {
    logInAs({ tourCompleted: false, totalXp: 30 });
    stubTrivia();
    renderWithProviders(<TriviaCorner random={() => 0} />);
    act(() => vi.advanceTimersByTime(60_000));
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('does not pop up when nobody is logged in', async () => {
    useSessionStore.setState({ ...initialSessionValues });
    stubTrivia();
    renderWithProviders(<TriviaCorner random={() => 0} />);
    act(() => vi.advanceTimersByTime(600_000));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
