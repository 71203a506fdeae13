import { Card } from '@jatra/shared/ui';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import './parts.css';

/**
 * A part of a page under its own h2, named by it (so a screen reader lists it as a region). On a card, unless
 * `plain`: a part whose content is cards itself (stat cards, sync cards) stands on the page as it is.
 */
export function Section({
  title,
  icon: Icon,
  plain = false,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  plain?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 className="admin-section__title" id={id}>
      {Icon && <Icon size={20} aria-hidden="true" />}
      {title}
    </h2>
  );
  return plain ? (
    <section className="admin-section" aria-labelledby={id}>
      {heading}
      {children}
    </section>
  ) : (
    <Card className="admin-section" aria-labelledby={id}>
      {heading}
      {children}
    </Card>
  );
}
