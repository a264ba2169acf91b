import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { getUserProfile } from '../features/accounts/api/get-user-profile.ts';
import { json, profileOf, stubFetch } from '../test/fetch.ts';
import { logInAs, PLAYER_ID } from '../test/session.ts';
import { preloadFirstScreenData } from './first-screen-data.ts';

const profilePath = pathTo(apiRoutes.accounts.user, { userId: PLAYER_ID });

describe("My Tree's data, asked for as the app starts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the reads at once and hands the answer to the screen, without asking twice', async () => {
    logInAs();
    const fetchMock = stubFetch(() => json(200, profileOf({ totalXp: 300 })));
    preloadFirstScreenData('/app/my-tree');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain(profilePath);
    expect(asked).toContain(pathTo(apiRoutes.plantedTrees.list, { id: PLAYER_ID }));

    const profile = await getUserProfile(PLAYER_ID);
    expect(profile.totalXp).toBe(300);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === profilePath)).toHaveLength(1);

    // A later read asks the server again.
    await getUserProfile(PLAYER_ID);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === profilePath)).toHaveLength(2);
  });

  it('asks for nothing on other screens, or without a session', () => {
    const fetchMock = stubFetch(() => json(200, {}));
    logInAs();
    preloadFirstScreenData('/app/inventory');
    logInAs({ role: 'ADMIN' });
    preloadFirstScreenData('/app/my-tree');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
