import './data-views.css';

const TONES: Record<string, 'good' | 'bad' | 'muted' | 'info'> = {
  parsed: 'good',
  active: 'good',
  succeeded: 'good',
  failed: 'bad',
  failing: 'bad',
  filtered: 'muted',
  disabled: 'muted',
  inactive: 'muted',
  received: 'info',
  pending: 'info',
};

/** A status word on a colour that says good, bad or neutral. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge--${TONES[status] ?? 'info'}`}>{status}</span>;
}
