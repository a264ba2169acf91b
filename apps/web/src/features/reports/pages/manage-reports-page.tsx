import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { AdminList, AdminToolbar } from '#shared/ui/admin-list.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useReports } from '../api/list-reports.ts';
import type { ReportFilter } from '../api/report-types.ts';
import { ReportCard } from '../components/report-card.tsx';
import {
  ADMIN_LEAD,
  ADMIN_TITLE,
  FILTERS_LABEL,
  LIST_LABEL,
  LOADING_LABEL,
  STATUS_FILTERS,
  STATUS_FILTER_LABEL,
  TYPE_FILTERS,
  TYPE_FILTER_LABEL,
  countText,
  emptyText,
} from '../components/reports-text.ts';
import classes from '../components/reports.module.css';

/** Admin: the players' bug reports and suggestions, new ones first shown; each moved and answered. */
export function ManageReportsPage() {
  const [filter, setFilter] = useState<ReportFilter>({ status: 'NEW', type: 'ALL' });
  const list = useReports(filter);
  const total = list.data?.pages[0]?.total;

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title={ADMIN_TITLE}
        lead={total === undefined ? ADMIN_LEAD : countText(total, filter)}
      >
        <div className={classes.filters} role="group" aria-label={FILTERS_LABEL}>
          <NativeSelect
            label={STATUS_FILTER_LABEL}
            classNames={{ label: classes.fieldLabel }}
            value={filter.status}
            onChange={(event) => {
              const chosen = STATUS_FILTERS.find((o) => o.value === event.currentTarget.value);
              if (chosen) setFilter((current) => ({ ...current, status: chosen.value }));
            }}
            data={STATUS_FILTERS}
            radius="md"
          />
          <NativeSelect
            label={TYPE_FILTER_LABEL}
            classNames={{ label: classes.fieldLabel }}
            value={filter.type}
            onChange={(event) => {
              const chosen = TYPE_FILTERS.find((o) => o.value === event.currentTarget.value);
              if (chosen) setFilter((current) => ({ ...current, type: chosen.value }));
            }}
            data={TYPE_FILTERS}
            radius="md"
          />
        </div>
      </AdminToolbar>
      <AdminList
        pages={list}
        label={LIST_LABEL}
        loadingLabel={LOADING_LABEL}
        emptyText={emptyText(filter)}
        layout="cards"
      >
        {(report) => <ReportCard report={report} />}
      </AdminList>
    </div>
  );
}

export default ManageReportsPage;
