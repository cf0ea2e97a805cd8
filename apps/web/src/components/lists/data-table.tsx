import type { ReactNode } from 'react';
import './data-views.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A plain table of rows; the caller decides each column's content. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  label,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  label: string;
}) {
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
