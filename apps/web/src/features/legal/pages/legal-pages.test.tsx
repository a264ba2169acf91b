import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ADULT_AGE,
  DATA_EXPORTS_PER_DAY,
  ERASED_PLAYER_LABEL,
  GUARDIAN_DATA_KEPT_DAYS,
  LOG_DAYS,
  MIN_SIGNUP_AGE,
  READ_NOTICES_KEPT_DAYS,
  SESSION_TOKEN_TTL_DAYS,
  UNREAD_NOTICES_KEPT_DAYS,
  UNVERIFIED_ACCOUNTS_KEPT_DAYS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@punla/contract';
import { routes } from '#app/router.tsx';
import { renderRoutes } from '#test/render.tsx';
import { initialSessionValues, useSessionStore } from '#shared/session/session-store.ts';
import { LEGAL_LAST_UPDATED } from '../components/legal-document.tsx';

beforeEach(() => useSessionStore.setState({ ...initialSessionValues }));

const sectionTitles = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/^\d+/, '').trim());

describe('the privacy policy', () => {
  it('is dated and lists its sections in a table of contents', async () => {
    renderRoutes(routes, ['/privacy-policy']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(LEGAL_LAST_UPDATED).toBe('27 November 2026');
    expect(screen.getByText('Last updated: 27 November 2026')).toBeTruthy();

    const titles = sectionTitles(screen.getByRole('navigation', { name: 'Contents' }));
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.replace(/^\d+\.\s*/, ''));
    expect(titles).toEqual(headings);
    expect(titles).toEqual(
      expect.arrayContaining([
        'What we keep about you',
        'Cookies and storage in your browser',
        'How long we keep it',
        'Children',
        'Contact',
      ]),
    );
  });

  it('says what Punla keeps, and what it does not do', async () => {
    renderRoutes(routes, ['/privacy-policy']);
    const page = await screen.findByRole('article');
    const text = page.textContent ?? '';
    for (const phrase of [
      'argon2id hash',
      'Google account id',
      'we do not keep your name or your picture',
      'Your e-mail address is used only for your account',
      'only if you turn them on in your Profile, game reminders',
      'no ads',
      'We do not sell, rent or trade your personal information',
      'punla.session',
      'punla.pendingReferralCode',
      'punla.music.',
      'Data Privacy Act of 2012',
      'National Privacy Commission',
      'Report / Suggest',
      `${VERIFICATION_CODE_TTL_MINUTES} minutes`,
      `${SESSION_TOKEN_TTL_DAYS} days`,
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("tells a player's rights and each period with the game's own numbers", async () => {
    renderRoutes(routes, ['/privacy-policy']);
    const text = (await screen.findByRole('article')).textContent ?? '';
    for (const phrase of [
      'Download my data',
      `You can download it ${DATA_EXPORTS_PER_DAY} times a day`,
      'Delete my account',
      'every session ends on every device',
      `within ${ACCOUNT_DELETION_GRACE_DAYS} days, you are offered Keep my account`,
      `After ${ACCOUNT_DELETION_GRACE_DAYS} days, we erase your e-mail address`,
      `${ERASED_PLAYER_LABEL} …`,
      'An administrator can also delete your account when you ask them to.',
      'the rows of the coin and XP ledgers',
      'we send a code to the new address',
      `turn ${MIN_SIGNUP_AGE} or older this year`,
      'Only the year is kept.',
      `A player who turns ${ADULT_AGE} or younger in the year of a real planting event`,
      `we delete them ${GUARDIAN_DATA_KEPT_DAYS} days after the event started`,
      `deleted with everything in it ${UNVERIFIED_ACCOUNTS_KEPT_DAYS} days after it was made`,
      `${READ_NOTICES_KEPT_DAYS} days after they were written once you have read them`,
      `${UNREAD_NOTICES_KEPT_DAYS} days if you never read them`,
      'or 1 day after they expired',
      'Punla keeps no request log of its own',
      `keep them at most ${LOG_DAYS} days`,
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain('We answer within 30 days');
  });

  it('jumps to a section from the contents without leaving the page', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderRoutes(routes, ['/privacy-policy']);
    const nav = await screen.findByRole('navigation', { name: 'Contents' });
    fireEvent.click(within(nav).getByRole('link', { name: /Children/ }));
    expect(scroll).toHaveBeenCalled();
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('children'));
    expect(router.state.location.hash).toBe('');
    expect(document.activeElement).toBe(document.getElementById('children'));
  });

  it('links to the terms of use', async () => {
    const { router } = renderRoutes(routes, ['/privacy-policy']);
    await userEvent.click(await screen.findByRole('link', { name: 'Read the Terms of Use' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/terms-of-use');
  });
});

describe('the terms of use', () => {
  it('is dated and covers accounts, fair play, coins, events and the law', async () => {
    renderRoutes(routes, ['/terms-of-use']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Last updated: 27 November 2026')).toBeTruthy();
    const titles = sectionTitles(screen.getByRole('navigation', { name: 'Contents' }));
    expect(titles).toEqual(
      expect.arrayContaining([
        'Your account',
        'Fair play',
        'Coins and virtual items',
        'Referrals',
        'Real-world planting events',
        'Liability',
        'Governing law',
      ]),
    );
    const text = screen.getByRole('article').textContent ?? '';
    for (const phrase of [
      'One account per person',
      'bots, scripts, macros',
      'They have no cash value',
      'Eligibility does not guarantee a place',
      'Safety comes first',
      'laws of the Republic of the Philippines',
      `people who turn ${MIN_SIGNUP_AGE} or older this year`,
      `A player who turns ${ADULT_AGE} or younger in the year of the event can RSVP only with the`,
      `logging in within ${ACCOUNT_DELETION_GRACE_DAYS} days`,
      'change it in your Profile, with a code we send to the new address',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('has a back arrow that goes to login', async () => {
    const { router } = renderRoutes(routes, ['/terms-of-use']);
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
