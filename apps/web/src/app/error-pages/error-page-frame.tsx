import type { ReactNode } from 'react';

/** The shared frame of the 404, 403 and 500 pages: a code, a title, a text and actions. */
export function ErrorPageFrame({
  code,
  title,
  children,
  actions,
}: {
  code: number;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <p className="error-page__code" aria-hidden>
        {code}
      </p>
      <h1 id="error-page-title" className="error-page__title">
        {title}
      </h1>
      <div className="error-page__text">{children}</div>
      <div className="error-page__actions">{actions}</div>
    </section>
  );
}
