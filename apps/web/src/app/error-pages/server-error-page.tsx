import { STATUS_PAGE_URL } from '../../lib/support-links';
import { ErrorPageFrame } from './error-page-frame';

/** 500: a server-error text, a Reload button and a link to the system status page. */
export function ServerErrorPage() {
  return (
    <ErrorPageFrame
      code={500}
      title="Something has gone wrong"
      actions={
        <>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <a className="button button--secondary" href={STATUS_PAGE_URL} target="_blank" rel="noreferrer">
            System status
          </a>
        </>
      }
    >
      <p>Our server ran into an error and could not complete your request. Reload the page to try again.</p>
    </ErrorPageFrame>
  );
}
