import type { ReactNode } from 'react';
import { LinkButtons, type ButtonLink } from '#shared/link-buttons.tsx';
import classes from './leaderboard.module.css';

/** A friendly, illustrated "nothing here yet". */
export function BoardEmpty({
  title,
  text,
  link,
}: {
  title: string;
  text: ReactNode;
  /** Where to look instead. */
  link: ButtonLink;
}) {
  return (
    <div className={classes.emptyState}>
      <EmptyPodiumArt />
      <h2 className={classes.emptyTitle}>{title}</h2>
      <p className={classes.emptyText}>{text}</p>
      <LinkButtons links={[link]} size="md" />
    </div>
  );
}

/** Three empty steps with a sprout on the top one. */
function EmptyPodiumArt() {
  return (
    <svg className={classes.emptyArt} viewBox="0 0 200 130" aria-hidden="true">
      <ellipse cx="100" cy="122" rx="92" ry="7" fill="#d9ecc4" />
      <rect
        x="18"
        y="74"
        width="56"
        height="46"
        rx="8"
        fill="#dfe5ea"
        stroke="#b8c2cc"
        strokeWidth="3"
      />
      <rect
        x="72"
        y="50"
        width="56"
        height="70"
        rx="8"
        fill="#ffe389"
        stroke="#e0a80e"
        strokeWidth="3"
      />
      <rect
        x="126"
        y="88"
        width="56"
        height="32"
        rx="8"
        fill="#ecc9a4"
        stroke="#b98459"
        strokeWidth="3"
      />
      <path d="M100 50V26" stroke="#4e9f2d" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M100 34c-14 0-20-8-20-16 12 0 20 6 20 16z"
        fill="#79c651"
        stroke="#3f8a22"
        strokeWidth="2.5"
      />
      <path
        d="M100 30c12 0 18-8 18-15-11 0-18 6-18 15z"
        fill="#98d378"
        stroke="#3f8a22"
        strokeWidth="2.5"
      />
      <text x="46" y="104" textAnchor="middle" fontSize="20" fontWeight="900" fill="#8b99a6">
        2
      </text>
      <text x="100" y="92" textAnchor="middle" fontSize="22" fontWeight="900" fill="#9e7203">
        1
      </text>
      <text x="154" y="111" textAnchor="middle" fontSize="18" fontWeight="900" fill="#8b5e3c">
        3
      </text>
    </svg>
  );
}
