import { useSearchParams } from 'react-router';
import { AdminList, AdminToolbar } from '#shared/ui/admin-list.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useAuditEntries, type AuditFilters } from '../api/list-audit-entries.ts';
import { AuditEntryCard } from '../components/audit-entry-card.tsx';
import { AuditFiltersForm } from '../components/audit-filters.tsx';
import {
  EMPTY_ALL_TEXT,
  EMPTY_TEXT,
  LIST_LABEL,
  LOADING_LABEL,
  PAGE_LEAD,
  PAGE_TITLE,
  countText,
} from '../components/audit-text.ts';

const FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** The filters the address carries (a player's file links here with its target). */
function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** Admin: every admin write, newest first, filtered by admin, action, record and days. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useAuditEntries(filters);
  const total = list.data?.pages[0]?.total;
  const filtered = Object.keys(filters).length > 0;
  const apply = (next: AuditFilters) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value && value.trim())),
    );

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title={PAGE_TITLE}
        lead={total === undefined ? PAGE_LEAD : `${countText(total)}. ${PAGE_LEAD}`}
      />
      <AuditFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      <AdminList
        pages={list}
        label={LIST_LABEL}
        loadingLabel={LOADING_LABEL}
        emptyText={filtered ? EMPTY_TEXT : EMPTY_ALL_TEXT}
        layout="cards"
      >
        {(entry) => <AuditEntryCard entry={entry} />}
      </AdminList>
    </div>
  );
}

export default AuditPage;
