import {
  getTravelerImportPreviewResponseSchema,
  getTravelerImportResponseSchema,
  listTravelerImportsResponseSchema,
  type ProcessTravelerImportBody,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  TRAVELER_IMPORT_FILE_FIELD,
  TRAVELER_IMPORT_MAX_PART_BYTES,
  type TravelerImport,
  type TravelerImportUpload,
  uploadTravelerImportResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';
import { errorFromXhr } from './xhr-error';

const imports = (base: string) => `${base}/travelers/imports`;

/** GET {base}/travelers/imports, newest first. */
export function listTravelerImports(base: string) {
  return apiRequest('GET', imports(base), { schema: listTravelerImportsResponseSchema, query: { per_page: 10 } });
}

/** GET {base}/travelers/imports/:id. */
export async function getTravelerImport(base: string, id: string): Promise<TravelerImport> {
  return (
    await apiRequest('GET', `${imports(base)}/${encodeURIComponent(id)}`, { schema: getTravelerImportResponseSchema })
  ).data;
}

/** GET {base}/travelers/imports/:id/preview: the first rows and suggested mapping, read from the stored file. */
export async function getTravelerImportPreview(base: string, id: string): Promise<TravelerImportUpload> {
  return (
    await apiRequest('GET', `${imports(base)}/${encodeURIComponent(id)}/preview`, {
      schema: getTravelerImportPreviewResponseSchema,
    })
  ).data;
}

/** POST {base}/travelers/imports/:id/process with the confirmed mapping. */
export async function processTravelerImport(
  base: string,
  id: string,
  body: ProcessTravelerImportBody,
): Promise<TravelerImport> {
  return (
    await apiRequest('POST', `${imports(base)}/${encodeURIComponent(id)}/process`, {
      schema: getTravelerImportResponseSchema,
      body,
    })
  ).data;
}

/** Sends one part as form data through XMLHttpRequest, whose upload events report progress (fetch has none). */
function sendPart(url: string, part: Blob, fileName: string, onProgress: (loaded: number) => void) {
  return new Promise<TravelerImportUpload>((resolve, reject) => {
    const form = new FormData();
    form.append(TRAVELER_IMPORT_FILE_FIELD, part, fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(uploadTravelerImportResponseSchema.parse(JSON.parse(xhr.responseText)).data);
        } catch (error) {
          reject(error);
        }
        return;
      }
      if (xhr.status === 401) window.location.reload();
      reject(errorFromXhr(xhr.status, xhr.responseText));
    });
    xhr.addEventListener('error', () => reject(errorFromXhr(0, '')));
    xhr.send(form);
  });
}

/**
 * POST {base}/travelers/imports/upload, then POST …/imports/:id/upload for each further part of a file larger than
 * one part; `onProgress` gets the fraction of the whole file sent so far.
 */
export async function uploadTravelerImport(
  base: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TravelerImportUpload> {
  let sent = 0;
  let answer: TravelerImportUpload | undefined;
  const total = Math.max(file.size, 1);
  do {
    const part = file.slice(sent, sent + TRAVELER_IMPORT_MAX_PART_BYTES);
    const url = answer ? `${imports(base)}/${encodeURIComponent(answer.id)}/upload` : `${imports(base)}/upload`;
    const before = sent;
    answer = await sendPart(url, part, file.name, (loaded) => onProgress(Math.min(1, (before + loaded) / total)));
    sent += part.size;
  } while (sent < file.size);
  onProgress(1);
  return answer;
}
