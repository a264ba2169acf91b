import { Link } from 'react-router';
import {
  IconBuildingStore,
  IconBulb,
  IconCalendarStats,
  IconChevronRight,
  IconFileSpreadsheet,
  IconHeartHandshake,
  IconHistory,
  IconMessageReport,
  IconMapPin,
  IconNews,
  IconShieldCheck,
  IconShovel,
  IconTrees,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import classes from './dashboard.module.css';

export const QUICK_LINKS = [
  { to: paths.admin.players, label: 'Players', text: 'Search, files, actions', icon: IconUsers },
  { to: paths.admin.manageTreeList, label: 'Trees', text: 'Species catalog', icon: IconTrees },
  {
    to: paths.admin.manageMarketplaceList,
    label: 'Marketplace',
    text: 'Items and prices',
    icon: IconBuildingStore,
  },
  {
    to: paths.admin.manageSeason,
    label: 'Seasons',
    text: 'Dates and rollover',
    icon: IconCalendarStats,
  },
  {
    to: paths.admin.manageEventList,
    label: 'Events',
    text: 'RSVPs, check-in, real trees',
    icon: IconShovel,
  },
  {
    to: paths.admin.manageLocationList,
    label: 'Locations',
    text: 'Planting activities',
    icon: IconMapPin,
  },
  { to: paths.admin.managePostList, label: 'Posts', text: 'News and updates', icon: IconNews },
  { to: paths.admin.manageTriviaList, label: 'Trivia', text: 'DENR and AI facts', icon: IconBulb },
  {
    to: paths.admin.reports,
    label: 'Reports',
    text: 'Bugs and suggestions',
    icon: IconMessageReport,
  },
  {
    to: paths.admin.fairPlay,
    label: 'Fair play',
    text: 'Flags to review',
    icon: IconShieldCheck,
  },
  {
    to: paths.admin.audit,
    label: 'Audit log',
    text: 'Who changed what',
    icon: IconHistory,
  },
  {
    to: paths.admin.exports,
    label: 'Exports',
    text: 'CSV files to download',
    icon: IconFileSpreadsheet,
  },
  {
    to: paths.admin.supportUs,
    label: 'Support us',
    text: 'Ways to help the game',
    icon: IconHeartHandshake,
  },
] as const;

/** A tile for every manage page. */
export function QuickLinks() {
  return (
    <nav className={classes.links} aria-label="Manage">
      {QUICK_LINKS.map(({ to, label, text, icon: Icon }) => (
        <Link key={to} to={to} className={classes.link}>
          <span className={classes.linkIcon} aria-hidden="true">
            <Icon size={24} stroke={2.2} />
          </span>
          <span className={classes.linkText}>
            <strong>{label}</strong>
            <span>{text}</span>
          </span>
          <IconChevronRight
            className={classes.linkArrow}
            size={20}
            stroke={2.6}
            aria-hidden="true"
          />
        </Link>
      ))}
    </nav>
  );
}
