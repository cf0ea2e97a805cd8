import { isCanceledRequest, isHttpError, statusOf } from './http-error';

/** The resource names of spec §8 that a route-load error notification carries. */
export const RESOURCE_NAMES = [
  'Dashboard',
  'Emails',
  'Email',
  'Mailboxes',
  'Mailbox',
  'Reports',
  'General Settings',
  'Users',
  'User',
  'Applications',
  'Application',
  'Webhooks',
  'Webhook',
  'Travel',
  'Trip',
  'People',
  'People Import',
  'Member',
  'Filter',
  'Account Profile',
  'Teams',
  'Email Verification',
  'Page',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** The error page a status leads to: 404 and 403 have their own, anything else is a server error. */
export type ErrorPageKind = 404 | 403 | 500;

export function errorPageFor(status: number): ErrorPageKind {
  if (status === 404) return 404;
  if (status === 403) return 403;
  return 500;
}

/** The notification of type resource: a route could not load its resource. */
export class ResourceError extends Error {
  readonly type = 'resource';
  readonly status: number;
  readonly resource: ResourceName;

  constructor(status: number, resource: ResourceName, message?: string) {
    super(message ?? `${resource} could not be loaded (${status})`);
    this.name = 'ResourceError';
    this.status = status;
    this.resource = resource;
  }
}

/** Turns any failure while loading a route into the resource notification for that route. */
export function toResourceError(error: unknown, resource: ResourceName): ResourceError {
  if (error instanceof ResourceError) return error;
  return new ResourceError(statusOf(error), resource, isHttpError(error) ? error.message : undefined);
}

/**
 * The `throwOnError` of a page's own query: a load that fails with nothing to show is thrown to the route's
 * error boundary, which raises the resource notification (the 404, 403 or 500 page). A refresh that fails
 * while data is shown keeps the page; a request replaced by a newer one is no failure.
 */
export function raisesResourceNotification(error: unknown, query: { state: { data: unknown } }): boolean {
  return query.state.data === undefined && !isCanceledRequest(error);
}
