import fastifyMultipart from '@fastify/multipart';
import {
  getTravelerImportEndpoint,
  getTravelerImportPreviewEndpoint,
  listTravelerImportsEndpoint,
  processTravelerImportEndpoint,
  TRAVELER_IMPORT_FILE_FIELD,
  TRAVELER_IMPORT_MAX_FILE_BYTES,
  TRAVELER_IMPORT_MAX_PART_BYTES,
  uploadTravelerImportEndpoint,
  uploadTravelerImportPartEndpoint,
} from '@tripline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import type { BlobStore } from '../../blobs/blob-store.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import type { TravelerImportFormat } from '../../db/schema.js';
import { AppError, invalidFields, notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listMeta, pageWindow } from '../../http/pagination.js';
import { processTravelerImportJob } from '../../jobs/definitions/process-traveler-import.js';
import { withoutNul } from '../../lib/without-nul.js';
import { ImportFileError } from './import-file-limits.js';
import { detectImportFormat, previewFile, suggestMapping } from './traveler-import-reader.js';
import {
  findTeamTravelerImport,
  importPartKey,
  insertTravelerImport,
  listTravelerImports,
  type TravelerImportRow,
  toTravelerImport,
  updateTravelerImport,
} from './traveler-imports.repository.js';

const tags = ['travelers'];

const tooLarge = (limit: number) =>
  new AppError('payload_too_large', `The file part is larger than ${Math.round(limit / 1024 / 1024)} MB.`);

/** The one file of a multipart request, read whole (a part is at most TRAVELER_IMPORT_MAX_PART_BYTES). */
async function readUploadedFile(request: FastifyRequest): Promise<{ name: string; type: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'bad_request',
      `Send the file as multipart form data in the field "${TRAVELER_IMPORT_FILE_FIELD}".`,
    );
  }
  const file = await request.file();
  if (!file || file.fieldname !== TRAVELER_IMPORT_FILE_FIELD) {
    throw invalidFields({ [TRAVELER_IMPORT_FILE_FIELD]: ['Choose a CSV or XLSX file.'] });
  }
  try {
    return { name: withoutNul(file.filename), type: file.mimetype, bytes: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(TRAVELER_IMPORT_MAX_PART_BYTES);
    throw error;
  }
}

/** The parts stored so far, then one not stored yet, read one at a time as the reader asks for them. */
async function* fileParts(
  blobs: BlobStore,
  row: Pick<TravelerImportRow, 'id' | 'partCount'>,
  next?: Buffer,
): AsyncIterable<Buffer> {
  for (let part = 0; part < row.partCount; part++) yield await blobs.get(importPartKey(row.id, part));
  if (next) yield next;
}

/** The preview of a file, a file that will not be imported being a 422 on `file`. */
async function previewParts(format: TravelerImportFormat, parts: AsyncIterable<Buffer>) {
  try {
    return await previewFile(format, parts);
  } catch (error) {
    if (error instanceof ImportFileError) throw invalidFields({ [TRAVELER_IMPORT_FILE_FIELD]: [error.message] });
    throw error;
  }
}

/** Traveler imports: upload a CSV or XLSX (in one or more parts), confirm the column mapping, follow the job. */
export const travelerImportsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const blobs = blobStoreOf(deps.config);
  await app.register(fastifyMultipart, {
    limits: { fileSize: TRAVELER_IMPORT_MAX_PART_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const load = async (teamId: string, id: string) => {
    const found = await findTeamTravelerImport(db, teamId, id);
    if (!found) throw notFound('The import');
    return found;
  };

  /**
   * Reads the file with its next part, then stores the part and answers the import with the columns and first rows
   * read so far; a part that makes the file one that will not be imported is refused before it is stored.
   */
  const appendPart = async (row: TravelerImportRow, bytes: Buffer) => {
    if (row.byteSize + bytes.length > TRAVELER_IMPORT_MAX_FILE_BYTES) throw tooLarge(TRAVELER_IMPORT_MAX_FILE_BYTES);
    const { columns, preview } = await previewParts(row.format, fileParts(blobs, row, bytes));
    await blobs.put(importPartKey(row.id, row.partCount), bytes);
    const grown = { ...row, partCount: row.partCount + 1 };
    const saved = await updateTravelerImport(db, row.id, {
      partCount: grown.partCount,
      byteSize: row.byteSize + bytes.length,
      columns,
    });
    return { ...toTravelerImport(saved), preview, suggested_mapping: suggestMapping(columns) };
  };

  /** The import with the first rows of its stored file and the suggested mapping. */
  const previewOf = async (row: TravelerImportRow) => {
    const { columns, preview } = await previewParts(row.format, fileParts(blobs, row));
    return { ...toTravelerImport(row), preview, suggested_mapping: suggestMapping(columns) };
  };

  app.route({
    ...endpointRoute(listTravelerImportsEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      const { rows, total } = await listTravelerImports(db, team.id, pageWindow(request.query));
      return { data: rows.map(toTravelerImport), meta: listMeta(request.query, total) };
    },
  });

  app.route({
    ...endpointRoute(uploadTravelerImportEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const file = await readUploadedFile(request);
      const format = detectImportFormat(file.name, file.type);
      if (!format) throw invalidFields({ [TRAVELER_IMPORT_FILE_FIELD]: ['Only CSV and XLSX files can be imported.'] });
      if (file.bytes.length === 0) throw invalidFields({ [TRAVELER_IMPORT_FILE_FIELD]: ['The file is empty.'] });
      // Read before anything is kept, so a file refused leaves no import behind.
      await previewParts(format, fileParts(blobs, { id: '', partCount: 0 }, file.bytes));
      const row = await insertTravelerImport(db, {
        teamId: team.id,
        createdBy: requirePrincipal(request).userId,
        fileName: file.name.slice(0, 255),
        format,
      });
      return reply.status(201).send({ data: await appendPart(row, file.bytes) });
    },
  });

  app.route({
    ...endpointRoute(uploadTravelerImportPartEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      const row = await load(team.id, request.params.id);
      if (row.status !== 'Queued' || row.mapping) {
        throw new AppError('conflict', 'This import is already being processed; start a new one for another file.');
      }
      const file = await readUploadedFile(request);
      return { data: await appendPart(row, file.bytes) };
    },
  });

  app.route({
    ...endpointRoute(processTravelerImportEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const row = await load(team.id, request.params.id);
      if (row.status !== 'Queued' || row.mapping) throw new AppError('conflict', 'This import was already started.');
      const { mapping } = request.body;
      const outside = Object.entries(mapping).filter(
        ([, column]) => typeof column === 'number' && column >= row.columns.length,
      );
      if (row.columns.length === 0) {
        throw invalidFields({ file: ['No columns could be read from the file: upload the rest or a new file.'] });
      }
      if (outside.length > 0) {
        throw invalidFields(Object.fromEntries(outside.map(([field]) => [`mapping.${field}`, ['No such column.']])));
      }
      const chosen = Object.fromEntries(Object.entries(mapping).filter(([, column]) => typeof column === 'number'));
      const saved = await updateTravelerImport(db, row.id, { mapping: chosen });
      await deps.jobs.send(processTravelerImportJob, { importId: row.id });
      return reply.status(202).send({ data: toTravelerImport(saved) });
    },
  });

  app.route({
    ...endpointRoute(getTravelerImportEndpoint, { tags }),
    handler: async (request) => ({
      data: toTravelerImport(await load(requireTeam(request).team.id, request.params.id)),
    }),
  });

  app.route({
    ...endpointRoute(getTravelerImportPreviewEndpoint, { tags }),
    handler: async (request) => ({
      data: await previewOf(await load(requireTeam(request).team.id, request.params.id)),
    }),
  });
};
