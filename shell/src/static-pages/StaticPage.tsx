import { useEffect, type ReactNode } from 'react';
import { useSupportContact } from '../host';
import './static-pages.css';

/** Sets the tab title while the page is shown, e.g. 'About · Jatra'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The support e-mail as a mailto: link, as an admin set it in Settings. */
export function SupportEmailLink() {
  const { support_email } = useSupportContact();
  return <a href={`mailto:${support_email}`}>{support_email}</a>;
}

/** The frame of the shell's static pages: a title band, then the page's sections. */
export function StaticPage({
  page,
  title,
  documentTitle,
  eyebrow,
  lede,
  meta,
  children,
}: {
  page: string;
  title: string;
  documentTitle: string;
  eyebrow?: string;
  lede?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  useEffect(() => {
    // arriving from a footer link, start at the top of the page
    window.scrollTo(0, 0);
  }, []);
  return (
    <main className="static-page" data-page={page}>
      <header className="static-page__head">
        <div className="jt-container">
          {eyebrow && <p className="static-page__eyebrow">{eyebrow}</p>}
          <h1 className="static-page__title">{title}</h1>
          {lede && <p className="static-page__lede">{lede}</p>}
          {meta && <p className="static-page__meta">{meta}</p>}
        </div>
      </header>
      <div className="jt-container static-page__body">{children}</div>
    </main>
  );
}

/** A titled block of a static page. */
export function PageSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={['static-section', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="static-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
