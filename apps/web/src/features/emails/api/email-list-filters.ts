import { EMAIL_STATUSES, type ListEmailsQuery, listEmailsQuerySchema } from '@tripline/contracts';
import { parseDateRange } from '../../../lib/list-query';

/**
 * The API query of the emails list from the page's URL query: `dates` is `YYYY-MM-DD` or `YYYY-MM-DD,YYYY-MM-DD`,
 * `search` looks in the subject; anything the API would refuse is left out rather than sent.
 */
export function emailListApiQuery(query: URLSearchParams): Partial<ListEmailsQuery> {
  const range = parseDateRange(query.get('dates') ?? '');
  const status = query.get('status');
  const candidate = {
    page: query.get('page') ?? undefined,
    sort: query.get('sort') ?? undefined,
    status: status && (EMAIL_STATUSES as readonly string[]).includes(status) ? status : undefined,
    mailbox: query.get('mailbox') || undefined,
    from: query.get('from')?.trim() || undefined,
    subject: query.get('search')?.trim() || undefined,
    start: range?.start,
    end: range?.end,
    unassigned: query.get('unassigned') || undefined,
  };
  const parsed = listEmailsQuerySchema.safeParse(candidate);
  return parsed.success ? parsed.data : { sort: candidate.sort };
}
