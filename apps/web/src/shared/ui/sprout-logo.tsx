import type { SVGProps } from 'react';

/** The Punla mark: a sprout with two leaves growing from a mound of soil. */
export function SproutMark({ size = 40, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="32" cy="32" r="31" fill="#fdf8e6" stroke="#3f8a22" strokeWidth="2.5" />
      <ellipse cx="32" cy="51" rx="17" ry="6" fill="#8b5e3c" />
      <ellipse cx="32" cy="49.5" rx="13" ry="3.4" fill="#a8703f" />
      <path d="M32 50V30" stroke="#3f8a22" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M31.5 33.5C20 34 12.5 26.5 12 14c12.5-.5 20.5 7 19.5 19.5z" fill="#62b63a" />
      <path d="M32.5 29C33 17.5 41 10 53 10.5c.5 12.5-7.5 19-20.5 18.5z" fill="#316d1c" />
      <path
        d="M30 32C24.5 28 19.5 23 16.5 17.5M34 27.5c4-5.5 9.5-10 15.5-13.5"
        stroke="#eef8e8"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
        opacity="0.85"
      />
    </svg>
  );
}

export function Wordmark({ color = 'var(--punla-forest)' }: { color?: string }) {
  return (
    <span
      style={{
        color,
        fontWeight: 900,
        fontSize: '1.45rem',
        letterSpacing: '-0.01em',
        lineHeight: 1,
      }}
    >
      Punla
    </span>
  );
}
