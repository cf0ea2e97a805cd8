import { API_DOCS_PATH } from '@tripline/contracts';
import { Activity, BookOpen, Mail } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { STATUS_PAGE_URL, SUPPORT_EMAIL } from '../../../lib/support-links';

/** support.index: how to get help. */
export function SupportPage() {
  return (
    <div className="page">
      <PageHeader title="Support" description="We are here to help you and your travelers." />
      <div className="support-grid">
        <a className="card card--link" href={`mailto:${SUPPORT_EMAIL}`}>
          <Mail size={22} aria-hidden />
          <h2 className="card__title">Email us</h2>
          <p>Write to {SUPPORT_EMAIL}; we answer within one business day.</p>
        </a>
        <a className="card card--link" href={API_DOCS_PATH} target="_blank" rel="noreferrer">
          <BookOpen size={22} aria-hidden />
          <h2 className="card__title">API reference</h2>
          <p>Every endpoint, its fields and its errors, for developer teams.</p>
        </a>
        <a className="card card--link" href={STATUS_PAGE_URL} target="_blank" rel="noreferrer">
          <Activity size={22} aria-hidden />
          <h2 className="card__title">System status</h2>
          <p>Current availability of the console, the API and email processing.</p>
        </a>
      </div>
    </div>
  );
}
