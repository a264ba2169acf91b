import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { AdminList, AdminToolbar } from '#shared/ui/admin-list.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useFairPlayFlags, type FlagFilter } from '../api/list-fair-play-flags.ts';
import {
  EMPTY_TEXT,
  FILTERS,
  FILTER_LABEL,
  LIST_LABEL,
  LOADING_LABEL,
  PAGE_LEAD,
  PAGE_TITLE,
  countText,
} from '../components/fair-play-text.ts';
import { FlagCard } from '../components/flag-card.tsx';
import classes from '../components/fair-play.module.css';

/** Admin: the fair-play flags, open ones first, each cleared or confirmed with a reason. */
export function FairPlayPage() {
  const [filter, setFilter] = useState<FlagFilter>('open');
  const list = useFairPlayFlags(filter);
  const total = list.data?.pages[0]?.total;

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title={PAGE_TITLE}
        lead={total === undefined ? PAGE_LEAD : `${countText(total, filter)}. ${PAGE_LEAD}`}
      >
        <SegmentedControl
          aria-label={FILTER_LABEL}
          className={classes.filter}
          classNames={{ label: classes.filterLabel }}
          fullWidth
          value={filter}
          onChange={(value) => {
            const chosen = FILTERS.find((option) => option.value === value);
            if (chosen) setFilter(chosen.value);
          }}
          data={FILTERS}
          radius="xl"
          size="md"
          color="leaf"
        />
      </AdminToolbar>
      <AdminList
        pages={list}
        label={LIST_LABEL}
        loadingLabel={LOADING_LABEL}
        emptyText={EMPTY_TEXT[filter]}
        layout="cards"
      >
        {(flag) => <FlagCard flag={flag} />}
      </AdminList>
    </div>
  );
}

export default FairPlayPage;
