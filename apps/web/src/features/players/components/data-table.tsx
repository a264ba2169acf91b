import type { ReactNode } from 'react';
import classes from './players.module.css';

export interface Column {
  key: string;
  label: string;
  /** Numbers line up on the right on a wide screen. */
  numeric?: boolean;
}

export interface Row {
  key: string | number;
  /** One cell per column, in order; the first names the row. */
  cells: ReactNode[];
  /** Greyed out (a dormant tree, a read notice). */
  dimmed?: boolean;
}

/**
 * A table on a wide screen; on a phone each row becomes a card of its own, every value under
 * its column's name (the cells carry it as `data-label`), so nothing scrolls sideways.
 */
export function DataTable({
  caption,
  columns,
  rows,
  busy = false,
  layout = 'cards',
}: {
  /** The table's name for a screen reader (the section's title, usually). */
  caption: string;
  columns: Column[];
  rows: Row[];
  /** Another page is on its way: the rows shown are the last ones. */
  busy?: boolean;
  /**
   * How a row looks on a phone: a card of labelled values, or a ledger's line (its columns are
   * when, the amount, what, and one more fact).
   */
  layout?: 'cards' | 'ledger';
}) {
  return (
    <table className={classes.table} aria-busy={busy || undefined} data-layout={layout}>
      <caption className={classes.srOnly}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" data-numeric={column.numeric || undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-dimmed={row.dimmed || undefined}>
            {row.cells.map((cell, index) => {
              const column = columns[index];
              const props = {
                'data-label': column?.label,
                'data-numeric': column?.numeric || undefined,
              };
              return index === 0 ? (
                <th key={column?.key ?? index} scope="row" {...props}>
                  {cell}
                </th>
              ) : (
                <td key={column?.key ?? index} {...props}>
                  <span>{cell}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
