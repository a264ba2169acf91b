import { IconHistory, IconTrophy } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { TabBar } from '#shared/tab-bar.tsx';

const tabs = [
  { to: paths.app.leaderboard, label: 'This season', icon: IconTrophy },
  { to: paths.app.previousSeasonLeaderboard, label: 'Previous season', icon: IconHistory },
] as const;

/** This season and the previous one, each at its own address. */
export function SeasonTabs() {
  return <TabBar label="Leaderboard seasons" tabs={tabs} end />;
}
