import type { ErrorBody } from '@tripline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

/** Sends the error shape `{error: {status, code, message, fields?}}`. */
export function sendError(reply: FastifyReply, error: AppError) {
  const body: ErrorBody = { error: { status: error.status, code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  return reply.status(error.status).send(body);
}

/** Field messages of a failed zod validation, keyed by the dotted path of each field. */
function validationFields(error: { validation: { instancePath: string; message?: string | undefined }[] }) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = fields[key] ?? [];
    list.push(issue.message ?? 'Invalid value');
    fields[key] = list;
  }
  return fields;
}

/** Turns every thrown error into the one error shape; unexpected ones are logged and answered as 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        new AppError('validation_failed', 'The given data was invalid.', validationFields(error)),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, new AppError('payload_too_large', 'The request is too large.'));
    if (status >= 400 && status < 500) {
      return sendError(reply, new AppError('bad_request', error.message || 'Bad request.', undefined, status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppError('internal', 'Something has gone wrong.'));
  });
}
