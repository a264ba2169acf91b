import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiRoutes, pathTo, type AuthResponse } from '@punla/contract';
import { listRoutes, type RouteRole } from '../apps/web/src/shared/route-list.ts';
import { axeSerious, describeFindings, type AxeCount, type AxeFinding } from './support/axe.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, PHONE, useHarness } from './support/harness.ts';
import { callAs, createVerifiedPlayer, loginAs, useSession } from './support/players.ts';

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
  const first = async (path: string) => idsOf(await callAs(h, admin, path))[0];
  const ids = {
    'admin.manageTree': await first(pathTo(apiRoutes.trees.list)),
    'admin.manageMarketplace': await first(pathTo(apiRoutes.marketplace.items)),
    'admin.manageLocation': await first(pathTo(apiRoutes.locations.list)),
    'admin.managePost': await first(pathTo(apiRoutes.posts.list)),
    'admin.manageTrivia': await first(pathTo(apiRoutes.trivia.list)),
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
  await context.addInitScript(() => {
    Math.random = () => 0.999;
  });
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
      await game.context.addInitScript(() => {
        Math.random = () => 0.999;
      });
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

      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }
});
