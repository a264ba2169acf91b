/** A sapling in a pot beside a little wooden sign: the art of the "not open yet" screens. */
export function SaplingSignArt({
  className,
  sign = 'SOON',
}: {
  className?: string;
  sign?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 260 200"
      role="img"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="130" cy="184" rx="110" ry="12" fill="#e2d6b2" />
      <path d="M40 184c20-30 60-42 90-42s70 12 90 42z" fill="#9fd07a" />
      <path d="M70 184c14-18 38-26 60-26s46 8 60 26z" fill="#7cbf55" />
      {/* sign */}
      <rect x="170" y="96" width="10" height="80" rx="4" fill="#8b5e3c" />
      <rect
        x="146"
        y="78"
        width="64"
        height="38"
        rx="9"
        fill="#c9a07c"
        stroke="#744c2f"
        strokeWidth="4"
      />
      <text
        x="178"
        y="103"
        textAnchor="middle"
        fontFamily="inherit"
        fontSize="15"
        fontWeight="900"
        fill="#4a2f1b"
      >
        {sign}
      </text>
      {/* pot */}
      <path d="M78 132h64l-8 46H86z" fill="#b96a3a" />
      <rect x="72" y="124" width="76" height="16" rx="6" fill="#cf7d49" />
      <ellipse cx="110" cy="126" rx="32" ry="5" fill="#6b3f22" />
      {/* sapling */}
      <path d="M110 126V70" stroke="#3f8a22" strokeWidth="6" strokeLinecap="round" />
      <path d="M110 96c-22 2-38-12-40-34 22-2 40 12 40 34z" fill="#62b63a" />
      <path d="M110 82c2-24 20-40 44-38 0 24-18 40-44 38z" fill="#316d1c" />
      <path d="M110 70c-8-10-8-24 0-34 8 10 8 24 0 34z" fill="#86d65a" />
      {/* sun */}
      <circle cx="40" cy="44" r="18" fill="#fcca35" />
      <circle cx="40" cy="44" r="26" fill="#fcca35" opacity="0.25" />
    </svg>
  );
}
