import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EmailEvent,
  type EmailTraveler,
  endpointUrl,
  getEmailAttachmentEndpoint,
  getEmailEndpoint,
  listEmailCallbacksEndpoint,
  retryEmailEndpoint,
  type WebhookCallback,
} from '@tripline/contracts';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import { StatusBadge } from '../../../components/lists/status-badge';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { PageHeader } from '../../../components/ui/page-header';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { formatFileSize } from '../../../lib/format';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';
import { callbacksByEvent } from '../api/group-callbacks';
import { invalidateEmail } from '../api/invalidate-email';
import { AssignTraveler } from './assign-traveler';
import { EmailBody } from './email-body';

/** How the rule that gave an email's segments to a traveler reads on the email's page. */
const RULE_LABELS: Record<EmailTraveler['rule'], string> = {
  forwarder: 'forwarded it',
  recipient: 'the booking was sent to them',
  passenger_name: 'named as the passenger',
  forwarder_named: 'forwarded it, and the booking bears their name',
  assigned: 'assigned by hand',
};

/** dev.emails.show and org.emails.show: what arrived, how it was read, and which webhooks heard about it. */
export function EmailPage() {
  const access = useTeamAccess();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const params = { teamId: access.id, id };
  const email = useQuery({
    ...endpointQuery(getEmailEndpoint[access.type], { params }),
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });
  const callbacks = useQuery({
    ...endpointQuery(listEmailCallbacksEndpoint[access.type], { params: { teamId: access.id, emailId: id } }),
    select: (answer) => answer.data,
    enabled: email.isSuccess,
  });
  const grouped = callbacksByEvent(callbacks.data ?? []);

  const onRetry = async () => {
    setRetrying(true);
    try {
      await callEndpoint(retryEmailEndpoint[access.type], { params });
      notifications.notify({ type: 'success', message: 'The email is being read again' });
      await invalidateEmail(queryClient, access, id);
    } catch {
      notifyGenericError();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div className="page">
      <PageHeader
        title="Email"
        eyebrow={email.data?.subject ?? undefined}
        actions={
          access.can('edit-emails') && email.data ? (
            <button type="button" className="button button--secondary" onClick={onRetry} disabled={retrying}>
              <RotateCcw size={16} aria-hidden /> {retrying ? 'Retrying…' : 'Retry'}
            </button>
          ) : null
        }
      />
      <QueryState isPending={email.isPending} error={email.error} what="this email">
        {email.data ? (
          <div className="section-stack">
            <section className="card">
              <dl className="detail-list">
                <dt>Subject</dt>
                <dd>{email.data.subject || '(no subject)'}</dd>
                <dt>From</dt>
                <dd>{email.data.from ?? '—'}</dd>
                <dt>To</dt>
                <dd>{email.data.to ?? '—'}</dd>
                <dt>Mailbox</dt>
                <dd>{email.data.mailbox_address ?? '—'}</dd>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={email.data.status} />
                  {email.data.status_reason ? ` ${email.data.status_reason}` : null}
                </dd>
                <dt>Received</dt>
                <dd>
                  {new Date(email.data.created).toLocaleString()} over {email.data.via.toUpperCase()} ·{' '}
                  {formatFileSize(email.data.size)}
                </dd>
                <dt>Read</dt>
                <dd>
                  {email.data.reservation_count} reservations, {email.data.segment_count} segments
                </dd>
                {access.type === 'org' ? (
                  <>
                    <dt>Travelers</dt>
                    <dd>
                      {email.data.travelers.length ? (
                        <ul aria-label="Travelers">
                          {email.data.travelers.map((traveler) => (
                            <li key={traveler.id}>
                              <Link to={routePath('org.people.show', { teamId: access.id, id: traveler.id })}>
                                {traveler.name ?? traveler.email}
                              </Link>{' '}
                              <span className="page-header__description">({RULE_LABELS[traveler.rule]})</span>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        '—'
                      )}
                      {email.data.unassigned_segment_count > 0
                        ? ` ${email.data.unassigned_segment_count} segments wait for a traveler.`
                        : null}
                    </dd>
                  </>
                ) : null}
              </dl>
            </section>
            {access.type === 'org' && email.data.unassigned_segment_count > 0 && access.can('edit-members') ? (
              <AssignTraveler access={access} emailId={id} waiting={email.data.unassigned_segment_count} />
            ) : null}
            <EmailBody access={access} emailId={id} />
            <section className="card" aria-label="Attachments">
              <h2 className="section-title">Attachments</h2>
              {email.data.attachments.length ? (
                <ul>
                  {email.data.attachments.map((attachment) => (
                    <li key={attachment.index}>
                      <a
                        href={endpointUrl(getEmailAttachmentEndpoint[access.type], {
                          ...params,
                          index: attachment.index,
                        })}
                        download={attachment.filename ?? undefined}
                      >
                        {attachment.filename ?? `attachment-${attachment.index}`}
                      </a>{' '}
                      <span className="page-header__description">
                        {attachment.content_type}, {formatFileSize(attachment.size)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>No attachments.</p>
              )}
            </section>
            <section className="card" aria-label="Timeline">
              <h2 className="section-title">Timeline</h2>
              <ol className="timeline">
                {email.data.events.map((event) => (
                  <EventItem key={event.id} event={event} attempts={grouped.get(event.id) ?? []} />
                ))}
              </ol>
              {callbacks.error ? <p className="field__error">We are unable to load the webhook attempts.</p> : null}
            </section>
          </div>
        ) : null}
      </QueryState>
    </div>
  );
}

function EventItem({ event, attempts }: { event: EmailEvent; attempts: WebhookCallback[] }) {
  return (
    <li>
      <strong>{event.type}</strong>{' '}
      <span className="page-header__description">{new Date(event.created).toLocaleString()}</span>
      {attempts.length ? (
        <ul aria-label={`Webhook attempts for ${event.type}`}>
          {attempts.map((attempt) => (
            <li key={attempt.id}>
              {attempt.webhook_url ? <span className="mono">{attempt.webhook_url}</span> : 'Webhook'} attempt{' '}
              {attempt.attempt}:{' '}
              {attempt.status_code === null ? (attempt.error ?? 'no answer') : `HTTP ${attempt.status_code}`} in{' '}
              {attempt.latency_ms} ms <StatusBadge status={attempt.delivery_state} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
