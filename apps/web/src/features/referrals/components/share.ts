/** The link a friend opens: `/{code}` on this site stores the code for their sign-up. */
export const referralLink = (code: string, origin = window.location.origin) =>
  `${origin}/${encodeURIComponent(code)}`;

/** Whether this browser can hand the link to other apps (Web Share API). */
export const canShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export const shareText = (code: string) =>
  `Grow real trees with me on Punla! Sign up with my code ${code} and get a free seedling and coins.`;
