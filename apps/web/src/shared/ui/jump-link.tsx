import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/**
 * Scrolls to an element of the page without a history entry, so the header's back arrow
 * still leaves the page. Falls back to the plain link when the element is not there.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

interface JumpLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The id of the element to scroll to. */
  to: string;
  children: ReactNode;
}

/** A link to a part of the same page. */
export function JumpLink({ to, children, onClick, ...rest }: JumpLinkProps) {
  return (
    <a
      {...rest}
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        jumpTo(event, to);
      }}
    >
      {children}
    </a>
  );
}
