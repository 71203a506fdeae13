import type { ReactNode } from 'react';
import './parts.css';

/** A section's title, one line on what it is for, and its actions (a sync button), wrapping on a phone. */
export function PageHead({ title, intro, actions }: { title: string; intro: string; actions?: ReactNode }) {
  return (
    <header className="admin-head">
      <div className="admin-head__text">
        <h1 className="admin-head__title">{title}</h1>
        <p className="admin-head__intro">{intro}</p>
      </div>
      {actions && <div className="admin-head__actions">{actions}</div>}
    </header>
  );
}
