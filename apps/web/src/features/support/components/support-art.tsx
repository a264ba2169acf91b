/** Two cupped hands holding a seedling under a heart: the Support Us picture. */
export function SupportArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 200 160"
      role="img"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="100" cy="146" rx="74" ry="9" fill="#d9ecc4" />
      <path
        d="M100 30c-7-12-27-11-28 5-1 12 15 22 28 31 13-9 29-19 28-31-1-16-21-17-28-5z"
        fill="#ff8a7a"
        stroke="#e0452f"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M86 34c-3 1-5 4-5 7"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path d="M100 112V80" stroke="#3f8a22" strokeWidth="5" strokeLinecap="round" />
      <path d="M99 90c-14 1-23-8-24-22 15 0 24 8 24 22z" fill="#79c651" />
      <path d="M101 85c1-13 10-21 24-21 0 14-10 22-24 21z" fill="#4e9f2d" />
      <ellipse cx="100" cy="113" rx="26" ry="8" fill="#8b5e3c" />
      <ellipse cx="100" cy="111" rx="20" ry="5" fill="#a8703f" />
      <path
        d="M32 104c10 0 22 6 36 14 10 6 20 8 32 8v18c-18 0-34-3-48-10-9-4-17-11-23-19-3-5-2-11 3-11z"
        fill="#f2c9a0"
        stroke="#b98459"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M168 104c-10 0-22 6-36 14-10 6-20 8-32 8v18c18 0 34-3 48-10 9-4 17-11 23-19 3-5 2-11-3-11z"
        fill="#e8b98c"
        stroke="#b98459"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="48" cy="58" r="4" fill="#f5bd1c" />
      <circle cx="154" cy="48" r="5" fill="#f5bd1c" />
      <circle cx="160" cy="78" r="3" fill="#7cc4f5" />
      <circle cx="40" cy="84" r="3" fill="#7cc4f5" />
    </svg>
  );
}
