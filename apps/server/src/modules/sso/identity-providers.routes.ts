import {
  createIdentityProviderEndpoint,
  deleteIdentityProviderEndpoint,
  getIdentityProviderEndpoint,
  type TeamType,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { invalidFields, notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { encryptSecret } from '../applications/secret-box.js';
import {
  deleteIdentityProvider,
  domainsClaimedElsewhere,
  findTeamIdentityProvider,
  type NewIdentityProvider,
  saveIdentityProvider,
  ssoUrls,
  toIdentityProvider,
} from './identity-providers.repository.js';
import { isAllowedIssuer } from './oidc-sign-in.js';

const tags = ['authentication'];

/** A PEM certificate without its armour and line breaks, as node-saml takes it. */
function bareCertificate(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/** {base}/identity-providers: a team's single sign-on, set up by super administrators. */
export function identityProviderRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  return async (app, { deps }) => {
    const { db } = deps.database;
    const { appUrl, encryptionKey } = deps.config;

    app.route({
      ...endpointRoute(getIdentityProviderEndpoint[type], { tags }),
      handler: async (request) => {
        const row = await findTeamIdentityProvider(db, requireTeam(request).team.id);
        return { data: row ? toIdentityProvider(row, appUrl) : null };
      },
    });

    app.route({
      ...endpointRoute(createIdentityProviderEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        const body = request.body;
        const domains = [...new Set(body.domains)];
        const taken = await domainsClaimedElsewhere(db, team.id, domains);
        if (taken.length > 0) {
          throw invalidFields({ domains: [`Another team signs in ${taken.join(', ')} already.`] });
        }
        let values: NewIdentityProvider;
        if (body.protocol === 'oidc') {
          if (!isAllowedIssuer(body.issuer)) {
            throw invalidFields({ issuer: ['The issuer must use https.'] });
          }
          values = {
            teamId: team.id,
            protocol: 'oidc',
            domains,
            issuer: body.issuer.replace(/\/$/, ''),
            clientId: body.client_id,
            clientSecretEncrypted: encryptSecret(encryptionKey, body.client_secret),
            entryPoint: null,
            idpCert: null,
          };
        } else {
          values = {
            teamId: team.id,
            protocol: 'saml',
            domains,
            issuer: body.issuer ?? ssoUrls(appUrl, team.id).metadataUrl,
            clientId: null,
            clientSecretEncrypted: null,
            entryPoint: body.entry_point,
            idpCert: bareCertificate(body.idp_cert),
          };
        }
        const row = await saveIdentityProvider(db, values);
        return reply.status(201).send({ data: toIdentityProvider(row, appUrl) });
      },
    });

    app.route({
      ...endpointRoute(deleteIdentityProviderEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { team } = requireTeam(request);
        if (!(await findTeamIdentityProvider(db, team.id))) throw notFound('The identity provider');
        await deleteIdentityProvider(db, team.id);
        return reply.status(204).send();
      },
    });
  };
}
