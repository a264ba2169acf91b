import type { Page } from 'playwright-core';
import { expectUrl, expectVisible, pageTitle } from './expect.ts';

/** My Tree of a player who has planted nothing yet: the page and its "Plant a tree" card. */
export async function expectMyTreeBeforePlanting(page: Page) {
  await expectUrl(page, '/app/my-tree');
  await expectVisible(pageTitle(page, 'My Tree'));
  await expectVisible(page.getByRole('heading', { name: 'Plant a tree', exact: true }));
}

/** The login page with its form. */
export async function expectLoginPage(page: Page) {
  await expectUrl(page, '/login');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome back!' }));
}

/** The admin's dashboard with its figures. */
export async function expectAdminDashboard(page: Page) {
  await expectUrl(page, '/admin/dashboard');
  await expectVisible(pageTitle(page, 'Dashboard'));
  await expectVisible(page.getByText(/active today/i).first());
}
