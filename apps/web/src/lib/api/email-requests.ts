import {
  type AssignEmailBody,
  type AssignEmailResponse,
  assignEmailResponseSchema,
  type EmailDetail,
  type GetEmailRenderedResponse,
  getEmailRenderedResponseSchema,
  getEmailResponseSchema,
  type ListEmailsQuery,
  listEmailCallbacksResponseSchema,
  listEmailsResponseSchema,
  type RENDERED_TYPES,
  retryEmailResponseSchema,
  type WebhookCallback,
} from '@tripline/contracts';
import { apiRequest } from '../api-client';

const one = (base: string, id: string) => `${base}/emails/${encodeURIComponent(id)}`;

/** GET {base}/emails with the list's filters. */
export function listEmails(base: string, query: Partial<ListEmailsQuery>) {
  return apiRequest('GET', `${base}/emails`, { schema: listEmailsResponseSchema, query, cancelable: true });
}

/** GET {base}/emails/:id: headers summary, attachments and events. */
export async function getEmail(base: string, id: string): Promise<EmailDetail> {
  return (await apiRequest('GET', one(base, id), { schema: getEmailResponseSchema })).data;
}

/** GET {base}/emails/:id/rendered?type=headers|html|text. */
export async function getEmailRendered(
  base: string,
  id: string,
  type: (typeof RENDERED_TYPES)[number],
): Promise<GetEmailRenderedResponse['data']> {
  return (
    await apiRequest('GET', `${one(base, id)}/rendered`, { schema: getEmailRenderedResponseSchema, query: { type } })
  ).data;
}

/** GET {base}/emails/:id/callbacks: every webhook delivery attempt for the email, oldest first. */
export async function listEmailCallbacks(base: string, id: string): Promise<WebhookCallback[]> {
  return (await apiRequest('GET', `${one(base, id)}/callbacks`, { schema: listEmailCallbacksResponseSchema })).data;
}

/** POST {base}/emails/:id/retry: parse again from the stored original. */
export async function retryEmail(base: string, id: string): Promise<string> {
  return (await apiRequest('POST', `${one(base, id)}/retry`, { schema: retryEmailResponseSchema })).data.id;
}

/** POST /api/orgs/:teamId/emails/:id/assign: gives the email's waiting segments to a traveler. */
export async function assignEmail(
  base: string,
  id: string,
  body: AssignEmailBody,
): Promise<AssignEmailResponse['data']> {
  return (await apiRequest('POST', `${one(base, id)}/assign`, { schema: assignEmailResponseSchema, body })).data;
}
