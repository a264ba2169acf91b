/**
 * The landing page's scene: a sunny hill where a sprout, a sapling and a grown tree stand in a
 * row (the stages of the game), a watering can tending the sprout and an XP star floating by.
 * Over 150 lines because it is one SVG drawing, whose shapes only make sense together.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 400"
      role="img"
      aria-labelledby="hero-title"
      focusable="false"
    >
      <title id="hero-title">A sprout, a sapling and a grown tree on a sunny hill</title>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bfe6fb" />
          <stop offset="0.75" stopColor="#eaf7f0" />
        </linearGradient>
        <linearGradient id="hero-hill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7cc653" />
          <stop offset="1" stopColor="#4e9f2d" />
        </linearGradient>
        <linearGradient id="hero-canopy" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6cc04a" />
          <stop offset="1" stopColor="#2f7a22" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect x="8" y="8" width="464" height="384" rx="44" />
        </clipPath>
      </defs>

      <g clipPath="url(#hero-frame)">
        <rect x="0" y="0" width="480" height="400" fill="url(#hero-sky)" />

        {/* sun */}
        <g transform="translate(388 78)">
          <circle r="58" fill="#fff3b8" opacity="0.55" />
          <circle r="38" fill="#ffd659" />
          <circle r="38" fill="none" stroke="#f5bd1c" strokeWidth="4" />
        </g>

        {/* clouds */}
        <g fill="#ffffff">
          <g opacity="0.95">
            <ellipse cx="92" cy="74" rx="44" ry="18" />
            <ellipse cx="118" cy="62" rx="28" ry="20" />
            <ellipse cx="74" cy="66" rx="22" ry="16" />
          </g>
          <g opacity="0.85">
            <ellipse cx="262" cy="48" rx="34" ry="13" />
            <ellipse cx="280" cy="40" rx="20" ry="14" />
          </g>
        </g>

        {/* birds */}
        <g fill="none" stroke="#3c5a4a" strokeWidth="3" strokeLinecap="round">
          <path d="M160 104q8-8 16 0q8-8 16 0" />
          <path d="M186 130q6-6 12 0q6-6 12 0" />
        </g>

        {/* far hills */}
        <path d="M-10 268C60 214 130 206 210 236s170 8 280-42V420H-10z" fill="#b7e09a" />
        <path d="M-10 292c90-40 170-44 250-20s160 14 250-28V420H-10z" fill="#98d378" />

        {/* distant trees */}
        <g>
          <rect x="346" y="226" width="5" height="18" rx="2" fill="#744c2f" />
          <circle cx="348" cy="220" r="13" fill="#4e9f2d" />
          <rect x="374" y="218" width="5" height="20" rx="2" fill="#744c2f" />
          <circle cx="376" cy="210" r="15" fill="#3f8a22" />
          <rect x="60" y="246" width="5" height="16" rx="2" fill="#744c2f" />
          <circle cx="62" cy="240" r="12" fill="#4e9f2d" />
        </g>

        {/* main hill */}
        <path d="M-10 330c80-52 190-70 290-56s150 30 210 20V420H-10z" fill="url(#hero-hill)" />
        <path
          d="M-10 330c80-52 190-70 290-56s150 30 210 20"
          fill="none"
          stroke="#a5dd7f"
          strokeWidth="5"
          strokeLinecap="round"
          opacity="0.7"
        />

        {/* grown tree */}
        <g>
          <path d="M330 300c2-30 0-58-6-86h20c-6 28-8 56-6 86z" fill="#8b5e3c" />
          <path
            d="M334 250c-10-6-18-16-22-26M338 238c10-6 18-14 22-24"
            stroke="#8b5e3c"
            strokeWidth="6"
            strokeLinecap="round"
            fill="none"
          />
          <circle cx="334" cy="170" r="54" fill="url(#hero-canopy)" />
          <circle cx="290" cy="196" r="34" fill="#3f8a22" />
          <circle cx="378" cy="196" r="36" fill="#3f8a22" />
          <circle cx="334" cy="134" r="34" fill="#62b63a" />
          <circle cx="306" cy="156" r="16" fill="#86d65a" opacity="0.8" />
          <circle cx="352" cy="126" r="12" fill="#a5e07f" opacity="0.8" />
          {/* fruits */}
          <circle cx="300" cy="200" r="5" fill="#f5bd1c" />
          <circle cx="366" cy="176" r="5" fill="#f5bd1c" />
          <circle cx="340" cy="204" r="5" fill="#f5bd1c" />
          <ellipse cx="334" cy="302" rx="40" ry="7" fill="#316d1c" opacity="0.35" />
        </g>

        {/* sapling */}
        <g transform="translate(16 0)">
          <ellipse cx="212" cy="300" rx="26" ry="6" fill="#316d1c" opacity="0.35" />
          <path d="M212 300v-58" stroke="#744c2f" strokeWidth="6" strokeLinecap="round" />
          <path d="M212 262c-16 2-28-8-30-24 16-2 30 8 30 24z" fill="#4e9f2d" />
          <path d="M212 250c2-18 16-30 34-28 0 18-14 30-34 28z" fill="#316d1c" />
          <path d="M212 242c-8-10-8-24 0-34 8 10 8 24 0 34z" fill="#62b63a" />
        </g>

        {/* sprout in a mound, being watered */}
        <g>
          <ellipse cx="112" cy="318" rx="34" ry="10" fill="#8b5e3c" />
          <ellipse cx="112" cy="314" rx="26" ry="6" fill="#a8703f" />
          <path d="M112 314v-24" stroke="#3f8a22" strokeWidth="5" strokeLinecap="round" />
          <path d="M111 296c-12 0-20-8-20-20 12 0 20 8 20 20z" fill="#62b63a" />
          <path d="M113 292c0-12 8-20 20-20 0 12-8 20-20 20z" fill="#316d1c" />
        </g>

        {/* watering can */}
        <g transform="translate(150 185) scale(-1 1) rotate(45)">
          <path d="M-6 30h52l-6 40H0z" fill="#2893e4" />
          <rect x="-10" y="22" width="60" height="12" rx="6" fill="#40a1e7" />
          <path
            d="M46 40c16-2 26-10 30-22"
            stroke="#2893e4"
            strokeWidth="7"
            strokeLinecap="round"
            fill="none"
          />
          <path
            d="M-6 44c-14 0-22-8-22-18"
            stroke="#0576ca"
            strokeWidth="6"
            strokeLinecap="round"
            fill="none"
          />
          <rect
            x="70"
            y="10"
            width="16"
            height="10"
            rx="3"
            fill="#0576ca"
            transform="rotate(-30 78 15)"
          />
        </g>
        {/* droplets */}
        <g fill="#40a1e7">
          <path d="M104 266c0 5-3 8-6 8s-6-3-6-8 6-12 6-12 6 7 6 12z" />
          <path d="M120 272c0 4-2 6-5 6s-5-2-5-6 5-10 5-10 5 6 5 10z" />
          <path d="M94 286c0 4-2 6-5 6s-5-2-5-6 5-10 5-10 5 6 5 10z" />
        </g>

        {/* XP star */}
        <g transform="translate(246 150)">
          <circle r="30" fill="#fff9e0" stroke="#f5bd1c" strokeWidth="4" />
          <path
            d="M0-17l5 10 11 1.6-8 7.8 1.9 11L0 8.2-9.9 13.4-8 2.4l-8-7.8L-5-7z"
            fill="#fcca35"
            stroke="#c28f07"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <g transform="translate(18 -30)">
            <rect
              x="-4"
              y="-14"
              width="56"
              height="26"
              rx="13"
              fill="#4e9f2d"
              stroke="#2f6b1c"
              strokeWidth="3"
            />
            <text
              x="24"
              y="5"
              textAnchor="middle"
              fontFamily="inherit"
              fontSize="15"
              fontWeight="900"
              fill="#ffffff"
            >
              +XP
            </text>
          </g>
        </g>

        {/* flowers */}
        <g>
          <circle cx="40" cy="354" r="5" fill="#ffffff" />
          <circle cx="40" cy="354" r="2" fill="#f5bd1c" />
          <circle cx="262" cy="336" r="5" fill="#ffffff" />
          <circle cx="262" cy="336" r="2" fill="#f5bd1c" />
          <circle cx="428" cy="330" r="5" fill="#ffd6e0" />
          <circle cx="428" cy="330" r="2" fill="#f5bd1c" />
          <circle cx="178" cy="364" r="4" fill="#ffd6e0" />
        </g>
      </g>
      <rect
        x="8"
        y="8"
        width="464"
        height="384"
        rx="44"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
      />
    </svg>
  );
}
