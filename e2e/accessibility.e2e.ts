import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiRoutes, pathTo, type AuthResponse } from '@punla/contract';
import { users } from '../apps/server/src/db/schema/index.ts';
import { plantedTrees } from '../apps/server/src/db/schema/trees.ts';
import { listRoutes, type RouteRole } from '../apps/web/src/shared/route-list.ts';
import { axeSerious, describeFindings, type AxeCount, type AxeFinding } from './support/axe.ts';
import { expectVisible } from './support/expect.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, useSession } from './support/players.ts';
import { plantStarterTree, playerPastTour } from './support/trees.ts';
import { lateRandom } from './support/late-random.ts';

/**
 * Issue 13: axe-core (WCAG 2.2 A and AA) finds nothing serious or critical on any address of
 * the app, as the role that reaches it, on a phone and on a desktop, nor in the dialogs. The
 * addresses come from the app's own list (`listRoutes`, checked against the router by a unit
 * test), so a new page is swept without editing this file.
 */
const h = useHarness();
const counts: AxeCount[] = [];

afterAll(() => {
  if (counts.length === 0) return;
  const lines = counts.map(
    ({ where, serious, critical }) =>
      `${where.padEnd(62)} serious ${serious}  critical ${critical}`,
  );
  console.log(`axe-core, serious/critical per page:\n${lines.join('\n')}`);
});

function idsOf(body: unknown): number[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (Object.values(body).find(Array.isArray) ?? [])
      : [];
  return (list as { id?: unknown }[])
    .map((entry) => entry.id)
    .filter((id): id is number => typeof id === 'number');
}

/** Seeded ids for the admin forms of existing entries (a post and a location made here). */
async function seededArguments(admin: AuthResponse) {
  await callAs(h, admin, pathTo(apiRoutes.posts.list), {
    method: 'POST',
    body: JSON.stringify({ title: 'Planting day', body: 'Forty players planted narra.' }),
  });
  // An event with one RSVP, for the event form, its attendees and its check-in desk.
  const start = Date.now() + 48 * 60 * 60 * 1000;
  await callAs(h, admin, pathTo(apiRoutes.events.list), {
    method: 'POST',
    body: JSON.stringify({
      name: 'Planting at La Mesa',
      description: 'Native trees along the watershed with the forest rangers.',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 4 * 60 * 60 * 1000).toISOString(),
      rsvpDeadline: new Date(start - 60 * 60 * 1000).toISOString(),
      capacity: 20,
      placeName: 'La Mesa Watershed, Quezon City',
      latitude: 14.7167,
      longitude: 121.0833,
      minStage: null,
      minSeasonXp: 0,
    }),
  });
  const first = async (path: string) => idsOf(await callAs(h, admin, path))[0];
  const eventId = await first(pathTo(apiRoutes.events.list));
  // A player's file: another player's, whose file offers every action.
  const player = await createVerifiedPlayer(h);
  const ids = {
    'admin.manageTree': await first(pathTo(apiRoutes.trees.list)),
    'admin.manageMarketplace': await first(pathTo(apiRoutes.marketplace.items)),
    'admin.manageLocation': await first(pathTo(apiRoutes.locations.list)),
    'admin.managePost': await first(pathTo(apiRoutes.posts.list)),
    'admin.manageTrivia': await first(pathTo(apiRoutes.trivia.list)),
    'admin.manageEvent': eventId,
    'admin.eventAttendees': eventId,
    'admin.eventCheckIn': eventId,
    'admin.player': player.session.user.id,
  };
  return Object.fromEntries(
    Object.entries(ids)
      .filter(([, id]) => id !== undefined)
      .map(([key, id]) => [key, [[id]]]),
  );
}

/** Waits until the page has drawn its content (the lazy page loaded, the data arrived). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('.mantine-Loader-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  // A toast is a passing overlay, not the page: let any go before the page is checked.
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function sweep(
  role: RouteRole,
  viewport: typeof PHONE,
  session: AuthResponse | undefined,
  args: Record<string, unknown[][]>,
): Promise<AxeFinding[]> {
  const { context, page } = await h.newPage(viewport);
  if (session) await useSession(context, session, { tourCompleted: true });
  // No random trivia popup in the middle of the sweep (the dialog is checked on its own).
  await context.addInitScript(lateRandom);
  const size = `${viewport.width}x${viewport.height}`;
  const findings: AxeFinding[] = [];
  for (const route of listRoutes(args).filter((entry) => entry.role === role)) {
    await page.goto(route.path);
    await settle(page);
    const result = await axeSerious(page, `${role} ${size} ${route.path}`);
    counts.push(result.count);
    findings.push(...result.findings);
  }
  await context.close();
  return findings;
}

const sizes = [PHONE, DESKTOP];

/** A page for the player, with no random trivia popup in the way. */
async function quietPageAs(
  session: AuthResponse,
  viewport: typeof PHONE,
  extra: { tourCompleted?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await h.newPage(viewport);
  await useSession(opened.context, session, extra);
  await opened.context.addInitScript(lateRandom);
  return opened;
}

/** A new player whose starter Narra is planted and who has not done the first-visit tour. */
async function playerBeforeTour(): Promise<AuthResponse> {
  const player = await createVerifiedPlayer(h);
  await plantStarterTree(h, player.session);
  return player.session;
}

/** Runs axe-core on the whole page, counts it and returns the findings. */
async function axePage(page: Page, where: string): Promise<AxeFinding[]> {
  const result = await axeSerious(page, where);
  counts.push(result.count);
  return result.findings;
}

/** Whether the focused element is inside the element `locator` finds. */
function holdsFocus(locator: Locator) {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/** Whether `locator`'s element is the focused one. */
function isFocused(locator: Locator) {
  return locator.evaluate((element) => element === document.activeElement);
}

describe('accessibility (axe-core, WCAG 2.2 A/AA)', () => {
  for (const viewport of sizes) {
    const size = `${viewport.width}×${viewport.height}`;

    it(`every guest page at ${size}`, { timeout: 300_000 }, async () => {
      const findings = await sweep('guest', viewport, undefined, {});
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    it(`every player page at ${size}`, { timeout: 300_000 }, async () => {
      const player = await createVerifiedPlayer(h);
      const findings = await sweep('player', viewport, player.session, {});
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    it(`every admin page at ${size}`, { timeout: 300_000 }, async () => {
      const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
      const findings = await sweep('admin', viewport, admin, await seededArguments(admin));
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    it(`the dialogs at ${size}`, { timeout: 180_000 }, async () => {
      const findings: AxeFinding[] = [];
      const check = async (page: Page, name: string) => {
        const dialog = page.getByRole('dialog').last();
        await dialog.waitFor({ state: 'visible' });
        await page.waitForTimeout(400);
        const result = await axeSerious(page, `dialog ${size} ${name}`);
        counts.push(result.count);
        findings.push(...result.findings);
      };

      const player = await createVerifiedPlayer(h);
      // The trivia dialog and the wallet, from the header.
      const game = await h.newPage(viewport);
      await useSession(game.context, player.session, { tourCompleted: true });
      await game.context.addInitScript(lateRandom);
      await game.page.goto('/app/news-and-updates');
      await settle(game.page);
      await game.page.getByRole('button', { name: 'Open trivia' }).click();
      await check(game.page, 'trivia');
      await game.page.getByRole('button', { name: 'Close trivia' }).click();
      await game.page.getByRole('dialog').waitFor({ state: 'detached' });
      await game.page.getByRole('button', { name: /^Wallet:/ }).click();
      await check(game.page, 'wallet history');
      await game.context.close();

      // The confirm dialog of an admin delete.
      const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
      const adminPage = await h.newPage(viewport);
      await useSession(adminPage.context, admin, { tourCompleted: true });
      await adminPage.page.goto('/admin/manage-tree/list');
      await adminPage.page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await check(adminPage.page, 'confirm delete');
      await adminPage.context.close();

      // An action on a player's file: its fields and reason, then what it will do.
      const target = await createVerifiedPlayer(h);
      const file = await h.newPage(viewport);
      await useSession(file.context, admin, { tourCompleted: true });
      await file.page.goto(`/admin/players/${target.session.user.id}`);
      await file.page.getByRole('button', { name: 'Adjust coins, XP or items' }).click();
      await check(file.page, 'adjust a player');
      const adjust = file.page.getByRole('dialog');
      await adjust.getByRole('textbox', { name: 'Coins' }).fill('5');
      await adjust.getByRole('textbox', { name: /^Reason/ }).fill('Checking the dialog here.');
      await adjust.getByRole('button', { name: 'Continue' }).click();
      await expectVisible(adjust.getByRole('heading', { name: 'Check and confirm' }));
      await check(file.page, 'confirm a player adjustment');
      await file.context.close();

      expect(findings, describeFindings(findings)).toEqual([]);
    });

    it(`the reports, a reply and its confirmation at ${size}`, { timeout: 120_000 }, async () => {
      const findings: AxeFinding[] = [];
      const player = await createVerifiedPlayer(h);
      const admin = await loginAs(h, ADMIN_EMAIL, ADMIN_PASSWORD);
      const send = (type: string, message: string) =>
        callAs<{ id: number }>(h, player.session, apiRoutes.reports.list, {
          method: 'POST',
          body: JSON.stringify({ type, message }),
        });
      const bug = await send('BUG', 'The water button does not react on my phone.');
      await send('SUGGESTION', 'A night mode for watering at dusk, please.');
      // Answered and still new: the admins' default list shows it with its reply.
      await callAs(h, admin, pathTo(apiRoutes.reports.one, { id: bug.id }), {
        method: 'PUT',
        body: JSON.stringify({ status: 'NEW', reply: 'Thanks! Which phone do you use?' }),
      });

      const mine = await quietPageAs(player.session, viewport, { tourCompleted: true });
      await mine.page.goto('/app/report-bug');
      await expectVisible(mine.page.getByText('Thanks! Which phone do you use?'));
      await settle(mine.page);
      findings.push(...(await axePage(mine.page, `data ${size} my reports with a reply`)));
      await mine.context.close();

      const desk = await quietPageAs(admin, viewport, { tourCompleted: true });
      await desk.page.goto('/admin/reports');
      // The run's other size answered a report of its own: both are listed.
      await expectVisible(desk.page.getByText('Thanks! Which phone do you use?').first());
      await settle(desk.page);
      findings.push(...(await axePage(desk.page, `data ${size} reports with a reply`)));
      await desk.page
        .getByPlaceholder('Thank them, ask for details, or say what changes…')
        .first()
        .fill('Fixed in today’s update. Thank you!');
      await desk.page.getByRole('button', { name: 'Send reply' }).first().click();
      await desk.page.getByRole('dialog').waitFor({ state: 'visible' });
      await desk.page.waitForTimeout(400);
      findings.push(...(await axePage(desk.page, `dialog ${size} reply confirmation`)));
      await desk.context.close();

      expect(findings, describeFindings(findings)).toEqual([]);
    });

    it(`the tour and the celebrations at ${size}`, { timeout: 180_000 }, async () => {
      const findings: AxeFinding[] = [];
      const phone = viewport === PHONE;

      // The first-visit tour on My Tree, for a player who has just planted a tree.
      const touring = await quietPageAs(await playerBeforeTour(), viewport);
      await touring.page.goto('/app/my-tree');
      const tour = touring.page.getByRole('dialog', { name: 'This is your tree' });
      await expectVisible(tour);
      await touring.page.waitForTimeout(600); // the spotlight moves onto the tree
      if (phone) await h.screenshot(touring.page, 'a11y-tour-phone');
      findings.push(...(await axePage(touring.page, `dialog ${size} first-visit tour`)));
      await touring.context.close();

      // The stage-up celebration: this watering takes the Narra from 25 GP to a Sprout.
      const grower = await playerPastTour(h);
      await plantStarterTree(h, grower);
      await h.database.db
        .update(plantedTrees)
        .set({ growthPoints: 25 })
        .where(eq(plantedTrees.userId, grower.user.id));
      const watering = await quietPageAs(grower, viewport, { tourCompleted: true });
      await watering.page.goto('/app/my-tree');
      await watering.page.getByRole('button', { name: 'Water', exact: true }).click();
      const stageUp = watering.page.getByRole('dialog', { name: 'Your tree is now a Sprout!' });
      await expectVisible(stageUp);
      await watering.page.waitForTimeout(1000); // the card's entrance
      // It closes by itself after a while unless the pointer rests on it: a slow check would
      // otherwise look at the page after it closed.
      await stageUp.getByRole('heading').hover();
      findings.push(...(await axePage(watering.page, `dialog ${size} stage-up celebration`)));
      expect(await stageUp.isVisible()).toBe(true);
      await watering.context.close();

      // The level-up celebration: 5 XP short of level 3, the daily login quest takes the player there.
      const climber = await createVerifiedPlayer(h);
      await h.database.db
        .update(users)
        .set({ totalXp: 595 })
        .where(eq(users.id, climber.session.user.id));
      const questing = await quietPageAs(climber.session, viewport, { tourCompleted: true });
      await questing.page.goto('/app/resource-hub/quest');
      await questing.page.getByRole('button', { name: 'Claim Daily login' }).click();
      const levelUp = questing.page.getByRole('dialog', { name: 'You reached level 3!' });
      await expectVisible(levelUp, { timeout: 10_000 });
      await questing.page.waitForTimeout(600); // the card's pop-in
      findings.push(...(await axePage(questing.page, `dialog ${size} level-up celebration`)));
      await questing.context.close();

      expect(findings, describeFindings(findings)).toEqual([]);
    });

    it(`the tour by keyboard at ${size}`, { timeout: 120_000 }, async () => {
      // Escape: focus moves in, Tab and Shift+Tab stay in, Escape closes it, focus comes back.
      const first = await quietPageAs(await playerBeforeTour(), viewport);
      const { page } = first;
      await page.goto('/app/my-tree');
      const tour = page.getByRole('dialog', { name: 'This is your tree' });
      await expectVisible(tour);
      const next = tour.getByRole('button', { name: 'Next' });
      const skip = tour.getByRole('button', { name: 'Skip' });
      await expect.poll(() => isFocused(next)).toBe(true);
      const reached = new Set<string>();
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await holdsFocus(tour), `focus left the tour after ${key}`).toBe(true);
        if (await isFocused(next)) reached.add('Next');
        if (await isFocused(skip)) reached.add('Skip');
      }
      expect([...reached].sort()).toEqual(['Next', 'Skip']);
      await page.keyboard.press('Escape');
      await tour.waitFor({ state: 'detached' });
      // Focus was nowhere before the tour: it lands on Water, the first thing the tour showed.
      const water = page.getByRole('button', { name: 'Water', exact: true });
      await expect.poll(() => isFocused(water)).toBe(true);
      await first.context.close();

      // Skip: Enter on Next goes to the next step with focus kept, then Skip by the keyboard.
      const second = await quietPageAs(await playerBeforeTour(), viewport);
      await second.page.goto('/app/my-tree');
      const start = second.page.getByRole('dialog', { name: 'This is your tree' });
      await expectVisible(start);
      await expect.poll(() => isFocused(start.getByRole('button', { name: 'Next' }))).toBe(true);
      await second.page.keyboard.press('Enter');
      const stepTwo = second.page.getByRole('dialog', { name: 'Water it' });
      await expectVisible(stepTwo);
      await expect.poll(() => isFocused(stepTwo.getByRole('button', { name: 'Next' }))).toBe(true);
      await second.page.keyboard.press('Shift+Tab');
      expect(await isFocused(stepTwo.getByRole('button', { name: 'Skip' }))).toBe(true);
      await second.page.keyboard.press('Enter');
      await stepTwo.waitFor({ state: 'detached' });
      await expect
        .poll(() => isFocused(second.page.getByRole('button', { name: 'Water', exact: true })))
        .toBe(true);
      await second.context.close();
    });

    it(`a mature tree and the podium at ${size}`, { timeout: 180_000 }, async () => {
      const findings: AxeFinding[] = [];
      const phone = viewport === PHONE;

      // A player whose Narra grew up, with season XP from a watering and two quests.
      const grown = await playerPastTour(h);
      const userId = grown.user.id;
      const treeId = await plantStarterTree(h, grown);
      await callAs(h, grown, apiRoutes.plantedTrees.water, {
        method: 'POST',
        body: JSON.stringify({ plantedTreeId: treeId }),
      });
      for (const quest of ['DAILY_LOGIN', 'WATER_TREE', 'COMPLETE_TASKS']) {
        await callAs(h, grown, pathTo(apiRoutes.quests.claim, { userId }), {
          method: 'POST',
          body: JSON.stringify({ quest }),
        });
      }
      await h.database.db
        .update(plantedTrees)
        .set({ stage: 5, growthPoints: 950, maturedAt: new Date() })
        .where(eq(plantedTrees.id, treeId));
      // Two more players with season XP, so the podium has its three places.
      for (let i = 0; i < 2; i += 1) {
        const other = await createVerifiedPlayer(h);
        await callAs(
          h,
          other.session,
          pathTo(apiRoutes.quests.claim, { userId: other.session.user.id }),
          {
            method: 'POST',
            body: JSON.stringify({ quest: 'DAILY_LOGIN' }),
          },
        );
      }

      const { context, page } = await quietPageAs(grown, viewport, { tourCompleted: true });

      await page.goto('/app/inventory/planted-trees');
      const badge = page.getByText('Mature', { exact: true }).first();
      await expectVisible(badge);
      await settle(page);
      await badge.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      if (phone) await h.screenshot(page, 'a11y-mature-badge-phone');
      findings.push(...(await axePage(page, `data ${size} mature tree in the forest`)));

      await page.goto('/app/my-tree');
      // The plaque on a wide screen, the deck's stage line on a phone.
      await expectVisible(
        page
          .getByText(/^Mature tree\b/)
          .filter({ visible: true })
          .first(),
      );
      await settle(page);
      if (phone) await h.screenshot(page, 'a11y-mature-my-tree-phone');
      findings.push(...(await axePage(page, `data ${size} mature tree on My Tree`)));

      await page.goto('/app/leaderboard');
      const podium = page.getByRole('list', { name: 'Top three' });
      await expectVisible(podium);
      await settle(page);
      expect(await podium.getByRole('listitem').count()).toBe(3);
      for (const place of ['1', '2', '3']) {
        await expectVisible(podium.getByText(place, { exact: true }));
      }
      if (phone) await h.screenshot(page, 'a11y-podium-phone');
      findings.push(...(await axePage(page, `data ${size} leaderboard podium`)));
      // The places' numbers sit on solid medals, so axe measures them (not "cannot tell").
      const contrast = await new AxeBuilder({ page: page as never })
        .include('[aria-label="Top three"]')
        .withRules(['color-contrast'])
        .analyze();
      const measured = contrast.passes
        .flatMap((rule) => rule.nodes)
        .map((node) => /^<span[^>]*>([123])<\/span>$/.exec(node.html)?.[1])
        .filter(Boolean);
      expect(measured.sort()).toEqual(['1', '2', '3']);
      await context.close();

      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }
});
