import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '#test/render.tsx';
import { json } from '#test/fetch.ts';
import { UNBUILT_ID } from './build-id.ts';
import { removeServiceWorkersAndCaches } from './service-workers.ts';
import { UpdatePrompt } from './update-prompt.tsx';
import {
  fetchDeployedBuildId,
  isNewerBuild,
  NEW_VERSION_TEXT,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_URL,
} from './version-check.ts';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the build comparison', () => {
  it('asks to reload only for a different deployed build', () => {
    expect(isNewerBuild('build-a', 'build-b')).toBe(true);
    expect(isNewerBuild('build-a', 'build-a')).toBe(false);
    expect(isNewerBuild('build-a', null)).toBe(false);
    expect(isNewerBuild(UNBUILT_ID, 'build-b')).toBe(false);
  });

  it('reads the deployed id from /version.json, never from a cache', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, { buildId: 'build-b' }));
    expect(await fetchDeployedBuildId(fetchFn)).toBe('build-b');
    expect(fetchFn).toHaveBeenCalledWith(
      VERSION_URL,
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(VERSION_URL).toBe('/version.json');
  });

  it('treats a missing, broken or unreachable version file as no news', async () => {
    expect(await fetchDeployedBuildId(async () => json(404, { message: 'no' }))).toBeNull();
    expect(
      await fetchDeployedBuildId(async () => new Response('<!doctype html>', { status: 200 })),
    ).toBeNull();
    expect(await fetchDeployedBuildId(async () => json(200, { buildId: '' }))).toBeNull();
    expect(
      await fetchDeployedBuildId(async () => {
        throw new TypeError('offline');
      }),
    ).toBeNull();
  });
});

describe('the new version prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('asks "A new version is available. Reload now?" after the 5-minute check finds one', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, { buildId: 'build-b' }));
    const onReload = vi.fn();
    renderWithProviders(<UpdatePrompt runningId="build-a" fetchFn={fetchFn} onReload={onReload} />);

    await advance(VERSION_CHECK_INTERVAL_MS - 1000);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(screen.queryByText(NEW_VERSION_TEXT)).toBeNull();

    await advance(1000);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog').textContent).toContain(
      'A new version is available. Reload now?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the deployed build is the running one', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, { buildId: 'build-a' }));
    renderWithProviders(<UpdatePrompt runningId="build-a" fetchFn={fetchFn} />);
    await advance(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(NEW_VERSION_TEXT)).toBeNull();
  });

  it('checks again when the tab becomes visible, and not while it is hidden', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, { buildId: 'build-b' }));
    renderWithProviders(<UpdatePrompt runningId="build-a" fetchFn={fetchFn} />);
    await act(async () => setVisibility('hidden'));
    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(fetchFn).not.toHaveBeenCalled();

    await act(async () => setVisibility('visible'));
    await advance(0);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(screen.getByText(NEW_VERSION_TEXT)).toBeTruthy();
  });

  it('"Later" hides the prompt until an even newer build appears', async () => {
    let deployed = 'build-b';
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, { buildId: deployed }));
    renderWithProviders(<UpdatePrompt runningId="build-a" fetchFn={fetchFn} />);
    await advance(VERSION_CHECK_INTERVAL_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(NEW_VERSION_TEXT)).toBeNull();

    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(screen.queryByText(NEW_VERSION_TEXT)).toBeNull();

    deployed = 'build-c';
    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(screen.getByText(NEW_VERSION_TEXT)).toBeTruthy();
  });

  it('never checks in an unbuilt app', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, { buildId: 'build-b' }));
    renderWithProviders(<UpdatePrompt runningId={UNBUILT_ID} fetchFn={fetchFn} />);
    await advance(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('service workers and caches on load', () => {
  it('unregisters every service worker and deletes every cache', async () => {
    const unregister = vi.fn(async () => true);
    const nav = {
      serviceWorker: { getRegistrations: async () => [{ unregister }, { unregister }] },
    } as unknown as Navigator;
    const deleted: string[] = [];
    const caches = {
      keys: async () => ['workbox-precache', 'runtime'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    } as unknown as CacheStorage;

    await removeServiceWorkersAndCaches(nav, caches);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleted).toEqual(['workbox-precache', 'runtime']);
  });

  it('does nothing, and does not fail, where neither exists or access is refused', async () => {
    await expect(removeServiceWorkersAndCaches({} as Navigator, undefined)).resolves.toBe(
      undefined,
    );
    const refusing = {
      serviceWorker: {
        getRegistrations: async () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    } as unknown as Navigator;
    const brokenCaches = {
      keys: async () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as CacheStorage;
    await expect(removeServiceWorkersAndCaches(refusing, brokenCaches)).resolves.toBe(undefined);
  });
});
