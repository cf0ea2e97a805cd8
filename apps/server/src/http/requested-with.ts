import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@tripline/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a form posted from another site and checks its own proof (a signed SAML response). */
    crossSiteForm?: boolean;
  }
}

/**
 * Refuses state-changing calls without `X-Requested-With: XMLHttpRequest` with 400: a cross-site form
 * cannot set the header, so this closes the CSRF door that SameSite=Lax leaves ajar (see decision 003).
 */
export function registerRequestedWithCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSiteForm) return;
    if (request.headers[REQUESTED_WITH_HEADER] !== REQUESTED_WITH_VALUE) {
      throw new AppError(
        'bad_request',
        'State-changing requests must send the header X-Requested-With: XMLHttpRequest.',
      );
    }
  });
}
