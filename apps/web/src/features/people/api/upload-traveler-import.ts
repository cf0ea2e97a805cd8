import {
  endpointUrl,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  TRAVELER_IMPORT_FILE_FIELD,
  TRAVELER_IMPORT_MAX_PART_BYTES,
  type TravelerImportUpload,
  uploadTravelerImportEndpoint,
  uploadTravelerImportPartEndpoint,
} from '@tripline/contracts';
import { errorFromXhr } from './xhr-error';

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
          resolve(uploadTravelerImportEndpoint.response.parse(JSON.parse(xhr.responseText)).data);
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
 * Sends the first part of a file, which starts an import, then each further part of a file larger than one part
 * to the same import; `onProgress` gets the fraction of the whole file sent so far.
 */
export async function uploadTravelerImport(
  teamId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TravelerImportUpload> {
  let sent = 0;
  let answer: TravelerImportUpload | undefined;
  const total = Math.max(file.size, 1);
  do {
    const part = file.slice(sent, sent + TRAVELER_IMPORT_MAX_PART_BYTES);
    const url = answer
      ? endpointUrl(uploadTravelerImportPartEndpoint, { teamId, id: answer.id })
      : endpointUrl(uploadTravelerImportEndpoint, { teamId });
    const before = sent;
    answer = await sendPart(url, part, file.name, (loaded) => onProgress(Math.min(1, (before + loaded) / total)));
    sent += part.size;
  } while (sent < file.size);
  onProgress(1);
  return answer;
}
