import type { FastifyInstance } from 'fastify';

/**
 * What every answer may be framed by and run: nothing frames the console (clickjacking), no plugins, no other
 * base URL. It names no script or image sources: those would need a browser check of every page; a route that
 * sets a stricter policy of its own (attachments) keeps it.
 */
const POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** Adds nosniff, a frame policy and a Content-Security-Policy to every answer, the console's pages included. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', POLICY);
  });
}
