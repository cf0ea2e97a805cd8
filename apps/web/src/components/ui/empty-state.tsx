import type { ReactNode } from 'react';

/** What a page shows when it has nothing to list yet. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className="empty-state" aria-label={title}>
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      <h2 className="empty-state__title">{title}</h2>
      {children ? <div className="empty-state__text">{children}</div> : null}
    </section>
  );
}
