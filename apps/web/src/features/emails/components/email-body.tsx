import { useQuery } from '@tanstack/react-query';
import { RENDERED_TYPES } from '@tripline/contracts';
import { useState } from 'react';
import { QueryState } from '../../../components/lists/query-state';
import { getEmailRendered } from '../../../lib/api/email-requests';
import { sandboxedDocument } from '../api/sandboxed-document';

type RenderedType = (typeof RENDERED_TYPES)[number];
const TAB_LABELS: Record<RenderedType, string> = { headers: 'Headers', html: 'HTML', text: 'Text' };

/** The email's headers, HTML (in a sandboxed iframe: no scripts, no remote loads) and plain text, as tabs. */
export function EmailBody({ base, emailId }: { base: string; emailId: string }) {
  const [tab, setTab] = useState<RenderedType>('html');
  const rendered = useQuery({
    queryKey: ['emails', base, emailId, 'rendered', tab],
    queryFn: () => getEmailRendered(base, emailId, tab),
  });

  return (
    <section className="card">
      <div className="tabs" role="tablist" aria-label="Email content">
        {RENDERED_TYPES.map((type) => (
          <button key={type} type="button" role="tab" aria-selected={tab === type} onClick={() => setTab(type)}>
            {TAB_LABELS[type]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TAB_LABELS[tab]}>
        <QueryState isPending={rendered.isPending} error={rendered.error} what="this part of the email">
          {tab === 'headers' ? (
            <dl className="detail-list mono">
              {numberedHeaders(rendered.data?.headers ?? []).map((header) => (
                <div key={header.key} style={{ display: 'contents' }}>
                  <dt>{header.name}</dt>
                  <dd>{header.value}</dd>
                </div>
              ))}
            </dl>
          ) : tab === 'html' ? (
            rendered.data?.content ? (
              <iframe
                className="email-frame"
                title="Email body"
                sandbox=""
                referrerPolicy="no-referrer"
                srcDoc={sandboxedDocument(rendered.data.content)}
              />
            ) : (
              <p>This email has no HTML part.</p>
            )
          ) : (
            <pre className="pre-block mono">{rendered.data?.content || 'This email has no plain-text part.'}</pre>
          )}
        </QueryState>
      </div>
    </section>
  );
}

/** Header lines repeat (Received, DKIM-Signature), so each gets a key from its place in the message. */
function numberedHeaders(headers: { name: string; value: string }[]) {
  return headers.map((header, position) => ({ ...header, key: `${position}:${header.name}` }));
}
