import {
  assignEmailEndpoint,
  getEmailAttachmentEndpoint,
  getEmailEndpoint,
  getEmailMetricsEndpoint,
  getEmailRenderedEndpoint,
  listEmailAttachmentsEndpoint,
  listEmailEventsEndpoint,
  listEmailsEndpoint,
  retryEmailEndpoint,
  type TeamType,
} from '@tripline/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal, requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import { AppError, invalidFields, notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import { assignUnassignedSegments } from '../ingest/assign-segments.js';
import { addEmailEvent, listEmailEvents } from '../ingest/email-events.repository.js';
import { readOriginal } from '../ingest/email-originals.js';
import { findTeamTravelers, travelerDisplayName } from '../travelers/travelers.repository.js';
import { toEmailDetail, toEmailEvent, toEmailSummary, travelerRulesOf } from './email-dto.js';
import { resetForRetry } from './email-lifecycle.js';
import { emailMetrics, metricDays } from './email-metrics.js';
import { EMAIL_SORTS, findTeamEmail, listEmails } from './emails.repository.js';
import { describeAttachments, openMessage, sanitizeEmailHtml } from './render-email.js';

function checkRange(start: string | undefined, end: string | undefined) {
  if (start && end && end < start) throw invalidFields({ end: ['The end date must not be before the start date.'] });
}

/** Emails of a team: list, detail, timeline, rendering, attachments, retry; parse metrics for developers. */
export function emailsRoutes(type: TeamType): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  const tags = ['emails'];
  return async (app, { deps }) => {
    const { db } = deps.database;
    const domain = deps.config.inboundDomain;
    const blobs = blobStoreOf(deps.config);
    const load = async (teamId: string, id: string) => {
      const row = await findTeamEmail(db, teamId, id);
      if (!row) throw notFound('The email');
      return row;
    };
    const open = async (teamId: string, id: string) => {
      const row = await load(teamId, id);
      const raw = await readOriginal({ db, blobs }, row.email);
      if (!raw) throw notFound('The stored original of this email');
      return { row, message: await openMessage(raw) };
    };
    /** The detail's attachments; an email that cannot be opened still has a detail, with none. */
    const listAttachments = async (row: Awaited<ReturnType<typeof load>>) => {
      const raw = await readOriginal({ db, blobs }, row.email);
      if (!raw) throw notFound('The stored original of this email');
      try {
        return describeAttachments((await openMessage(raw)).attachments);
      } catch (error) {
        if (error instanceof AppError && error.status === 422) return [];
        throw error;
      }
    };

    if (type === 'dev') {
      app.route({
        ...endpointRoute(getEmailMetricsEndpoint, { tags }),
        handler: async (request) => {
          checkRange(request.query.start, request.query.end);
          const days = metricDays(request.query.start, request.query.end);
          return { data: await emailMetrics(db, requireTeam(request).team.id, days) };
        },
      });
    }

    app.route({
      ...endpointRoute(listEmailsEndpoint[type], { tags }),
      handler: async (request) => {
        const { query } = request;
        checkRange(query.start, query.end);
        const sort = parseSort(query.sort, EMAIL_SORTS, { field: 'created', direction: 'desc' });
        const { rows, total } = await listEmails(db, requireTeam(request).team.id, query, sort, pageWindow(query));
        return { data: rows.map((row) => toEmailSummary(row, domain)), meta: listMeta(query, total) };
      },
    });

    app.route({
      ...endpointRoute(getEmailEndpoint[type], { tags }),
      handler: async (request) => {
        const teamId = requireTeam(request).team.id;
        const row = await load(teamId, request.params.id);
        const attachments = await listAttachments(row);
        const events = (await listEmailEvents(db, row.email.id)).map(toEmailEvent);
        const rules = travelerRulesOf(events);
        const people = rules.size > 0 ? await findTeamTravelers(db, teamId, [...rules.keys()]) : [];
        const travelers = people.map((person) => ({
          id: person.id,
          name: travelerDisplayName(person),
          email: person.primaryEmail,
          rule: rules.get(person.id) ?? 'forwarder',
        }));
        return { data: toEmailDetail(row, domain, events, attachments, travelers) };
      },
    });

    app.route({
      ...endpointRoute(listEmailEventsEndpoint[type], { tags }),
      handler: async (request) => {
        const row = await load(requireTeam(request).team.id, request.params.id);
        return { data: (await listEmailEvents(db, row.email.id)).map(toEmailEvent) };
      },
    });

    app.route({
      ...endpointRoute(getEmailRenderedEndpoint[type], { tags }),
      handler: async (request) => {
        const { message } = await open(requireTeam(request).team.id, request.params.id);
        const kind = request.query.type;
        if (kind === 'headers') return { data: { type: kind, headers: message.headers } };
        if (kind === 'text') return { data: { type: kind, content: message.text ?? '' } };
        return { data: { type: kind, content: sanitizeEmailHtml(message.html ?? ''), sandbox: true } };
      },
    });

    app.route({
      ...endpointRoute(listEmailAttachmentsEndpoint[type], { tags }),
      handler: async (request) => {
        const { message } = await open(requireTeam(request).team.id, request.params.id);
        return { data: describeAttachments(message.attachments) };
      },
    });

    app.route({
      ...endpointRoute(getEmailAttachmentEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const { message } = await open(requireTeam(request).team.id, request.params.id);
        const attachment = message.attachments[request.params.index];
        if (!attachment) throw notFound('The attachment');
        const name = attachment.filename ?? `attachment-${request.params.index}`;
        return reply
          .header('content-type', attachment.contentType || 'application/octet-stream')
          .header('content-disposition', contentDisposition(name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(attachment.content);
      },
    });

    app.route({
      ...endpointRoute(retryEmailEndpoint[type], { tags }),
      handler: async (request, reply) => {
        const row = await load(requireTeam(request).team.id, request.params.id);
        await resetForRetry(db, row.email.id);
        await addEmailEvent(db, row.email.id, 'parse.requested', { by: requirePrincipal(request).userId });
        deps.work.emailsReceived();
        return reply.status(202).send({ data: { id: row.email.id } });
      },
    });

    if (type === 'org') {
      app.route({
        ...endpointRoute(assignEmailEndpoint, { tags }),
        handler: async (request) => {
          const teamId = requireTeam(request).team.id;
          const row = await load(teamId, request.params.id);
          const data = await assignUnassignedSegments(db, {
            teamId,
            emailId: row.email.id,
            travelerId: request.body.traveler_id,
            keepAddress: request.body.keep_address,
            raw: () => readOriginal({ db, blobs }, row.email),
            inboundDomain: domain,
            userId: requirePrincipal(request).userId,
          });
          return { data };
        },
      });
    }
  };
}
