import { formatGameDateTime } from '#shared/game-time.ts';
import {
  AFTER_HEAD,
  BEFORE_HEAD,
  CHANGES_LABEL,
  CREATED_LABEL,
  EMPTY_VALUE,
  FIELD_HEAD,
  fieldCountText,
  NOTHING_CHANGED,
  REMOVED_LABEL,
} from './audit-text.ts';
import classes from './audit.module.css';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as an admin reads it: text as it is, an instant in the game's time, yes/no, and
 * anything nested as compact JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && INSTANT.test(value)) return formatGameDateTime(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A field's name in words: `treesPlanted` → "Trees planted", `minSeasonXp` → "Min season XP". */
export function fieldText(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .map((word) =>
      /^(xp|url|id|rsvp|ics)$/i.test(word) ? word.toUpperCase() : word.toLowerCase(),
    );
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The fields of one side (a record created, or removed), one per row, folded away at first. */
function FieldList({ label, record }: { label: string; record: Record<string, unknown> }) {
  const fields = Object.entries(record);
  return (
    <details className={classes.record}>
      <summary className={classes.recordSummary}>{fieldCountText(label, fields.length)}</summary>
      <dl className={classes.fields}>
        {fields.map(([field, value]) => (
          <div key={field} className={classes.fieldRow}>
            <dt>{fieldText(field)}</dt>
            <dd>{valueText(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** What an entry changed: a record made or removed whole, or each changed field before and after. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if (before === null && isRecord(after)) return <FieldList label={CREATED_LABEL} record={after} />;
  if (after === null && isRecord(before))
    return <FieldList label={REMOVED_LABEL} record={before} />;
  if (before === null && after === null) return null;
  const rows =
    isRecord(before) && isRecord(after)
      ? [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
          field,
          was: before[field],
          is: after[field],
        }))
      : [{ field: 'value', was: before, is: after }];
  if (rows.length === 0) return <p className={classes.unchanged}>{NOTHING_CHANGED}</p>;
  return (
    <div className={classes.changes}>
      <table className={classes.changeTable}>
        <caption className={classes.changesLabel}>{CHANGES_LABEL}</caption>
        <thead>
          <tr>
            <th scope="col">{FIELD_HEAD}</th>
            <th scope="col">{BEFORE_HEAD}</th>
            <th scope="col">{AFTER_HEAD}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ field, was, is }) => (
            <tr key={field}>
              <th scope="row">{fieldText(field)}</th>
              <td>{valueText(was)}</td>
              <td>{valueText(is)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
