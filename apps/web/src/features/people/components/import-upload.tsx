import type { TravelerImportUpload } from '@tripline/contracts';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { notifyGenericError } from '../../../components/notifications/notification-store';
import { Alert } from '../../../components/ui/alert';
import { serverFieldErrors } from '../../../lib/form-errors';
import { formatFileSize } from '../../../lib/format';
import { uploadTravelerImport } from '../api/upload-traveler-import';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Dropping files needs the browser to read files and build form data (spec §5). */
export function canDragAndDrop(scope: typeof globalThis = globalThis): boolean {
  return typeof scope.FileReader !== 'undefined' && typeof scope.FormData !== 'undefined';
}

/** Picks or drops a CSV or XLSX file and uploads it, showing how much has been sent. */
export function ImportUpload({
  teamId,
  onUploaded,
}: {
  teamId: string;
  onUploaded: (upload: TravelerImportUpload) => void;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState<{ name: string; size: number; fraction: number } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const droppable = canDragAndDrop();

  const send = async (file: File | undefined) => {
    if (!file || sending) return;
    setError(undefined);
    setSending({ name: file.name, size: file.size, fraction: 0 });
    try {
      const upload = await uploadTravelerImport(teamId, file, (fraction) =>
        setSending({ name: file.name, size: file.size, fraction }),
      );
      onUploaded(upload);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields) setError(fields.file ?? fields.form);
      else if (failure instanceof Error && 'status' in failure && failure.status === 413) setError(failure.message);
      else notifyGenericError();
    } finally {
      setSending(null);
    }
  };

  const dropHandlers = droppable
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          void send(event.dataTransfer.files[0]);
        },
      }
    : {};

  return (
    <section className="card" aria-labelledby={`${inputId}-title`}>
      <h2 className="section-title" id={`${inputId}-title`}>
        Upload a file
      </h2>
      <div className={`drop-zone${dragging ? ' drop-zone--active' : ''}`} {...dropHandlers} data-testid="drop-zone">
        <Upload size={24} aria-hidden />
        <p>
          {droppable ? 'Drop a CSV or Excel (.xlsx) file here, or ' : 'Choose a CSV or Excel (.xlsx) file: '}
          <label htmlFor={inputId} className="button button--secondary button--small">
            choose a file
          </label>
        </p>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="drop-zone__input"
          aria-label="People file"
          disabled={Boolean(sending)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="field__hint">The first row names the columns; each further row is one person.</p>
      </div>
      {sending ? (
        <div role="status">
          <p>
            Uploading {sending.name} ({formatFileSize(sending.size)}): {Math.round(sending.fraction * 100)}%
          </p>
          <progress className="upload-progress" max={1} value={sending.fraction} aria-label="Upload progress" />
        </div>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </section>
  );
}
