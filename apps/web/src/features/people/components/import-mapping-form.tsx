import {
  TRAVELER_IMPORT_FIELD_LABELS,
  TRAVELER_IMPORT_FIELDS,
  type TravelerImport,
  type TravelerImportField,
  type TravelerImportMapping,
} from '@tripline/contracts';
import { type FormEvent, useId, useState } from 'react';
import { DataTable } from '../../../components/lists/data-table';
import { Alert } from '../../../components/ui/alert';

/** The column choices of a fresh import: a select per field over the file's columns, the first rows below. */
export function ImportMappingForm({
  upload,
  preview,
  suggested,
  pending,
  onConfirm,
}: {
  upload: TravelerImport;
  preview: string[][];
  suggested: Partial<Record<string, number>>;
  pending: boolean;
  onConfirm: (mapping: TravelerImportMapping) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen: Partial<Record<TravelerImportField, number>> = {};
    for (const field of TRAVELER_IMPORT_FIELDS) {
      const value = data.get(field);
      if (typeof value === 'string' && value !== '') chosen[field] = Number(value);
    }
    if (chosen.email === undefined) return setError('Choose the column that holds the email addresses.');
    setError(undefined);
    onConfirm({ ...chosen, email: chosen.email });
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 className="section-title" id={`${id}-title`}>
        Match the columns
      </h2>
      <p className="page-header__description">
        {upload.file_name}: tell us which column holds what. Only the email column is required; empty cells leave what
        we already know.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="mapping-grid">
          {TRAVELER_IMPORT_FIELDS.map((field) => (
            <div className="field" key={field}>
              <label className="field__label" htmlFor={`${id}-${field}`}>
                {TRAVELER_IMPORT_FIELD_LABELS[field]}
              </label>
              <select
                id={`${id}-${field}`}
                name={field}
                className="field__input"
                defaultValue={suggested[field] === undefined ? '' : String(suggested[field])}
              >
                <option value="">{field === 'email' ? 'Choose a column' : 'Not in the file'}</option>
                {upload.columns.map((column, index) => (
                  <option key={column} value={index}>
                    {column}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {preview.length ? (
          <DataTable
            label="File preview"
            rows={preview.map((cells, index) => ({ index, cells }))}
            rowKey={(row) => String(row.index)}
            columns={upload.columns.map((column, index) => ({
              header: column,
              cell: (row: { cells: string[] }) => row.cells[index] ?? '',
            }))}
          />
        ) : null}
        <div className="form__row form__row--end">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Starting…' : 'Confirm and import'}
          </button>
        </div>
      </form>
    </section>
  );
}
