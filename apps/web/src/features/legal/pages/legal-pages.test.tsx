import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_TOKEN_TTL_DAYS, VERIFICATION_CODE_TTL_MINUTES } from '@punla/contract';
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
    expect(LEGAL_LAST_UPDATED).toBe('22 November 2026');
    expect(screen.getByText('Last updated: 22 November 2026')).toBeTruthy();

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
    expect(screen.getByText('Last updated: 22 November 2026')).toBeTruthy();
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
