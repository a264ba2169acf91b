import { IconBuildingStore, IconTargetArrow, IconUserPlus } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { TabbedPage } from '#shared/ui/tabbed-page.tsx';

const tabs = [
  { to: paths.app.marketplace, label: 'Marketplace', icon: IconBuildingStore },
  { to: paths.app.quest, label: 'Quests', icon: IconTargetArrow },
  { to: paths.app.invite, label: 'Invite friends', icon: IconUserPlus },
] as const;

/** The Resource Hub: tabs that are addresses of their own (marketplace, quests, invite friends). */
export function ResourceHubPage() {
  return <TabbedPage label="Resource Hub" tabs={tabs} />;
}

export default ResourceHubPage;
