import type { Page } from 'playwright-core';
import { codeFrom } from '../../apps/server/test/smtp-inbox.ts';
import type { Harness } from './harness.ts';

/** Fills the login form that is open and sends it. */
export async function submitLogIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('E-mail or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens the login page and logs in through the form. */
export async function logIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await submitLogIn(page, identifier, password);
}

/**
 * The code field is six boxes; typing fills them one after another, and the verification page
 * sends the code by itself on the sixth digit.
 */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').first().click();
  await page.keyboard.type(code);
}

/** Fills the sign-up form that is open for `username`; returns the e-mail address used. */
export async function fillSignUpForm(page: Page, username: string, password: string) {
  const email = `${username}@example.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Year you were born').selectOption('1990');
  return email;
}

/** Sends the sign-up form and waits for the verification page of `email`. */
export async function submitSignUp(page: Page, email: string) {
  await page.getByRole('button', { name: /sign up|create/i }).click();
  await page.waitForURL(`**/verify-account/${encodeURIComponent(email)}`);
}

/** Signs up through the form; returns the e-mail address, now waiting for its code. */
export async function signUp(page: Page, username: string, password: string) {
  await page.goto('/signup');
  const email = await fillSignUpForm(page, username, password);
  await submitSignUp(page, email);
  return email;
}

/**
 * Types the code mailed to `email` into the verification page of the browser that signed up
 * (still logged in since the sign-up) and waits for My Tree.
 */
export async function verifyWithMailedCode(h: Harness, page: Page, email: string) {
  await enterCode(page, codeFrom(await h.inbox.next(email)));
  await page.waitForURL('**/app/my-tree');
}
