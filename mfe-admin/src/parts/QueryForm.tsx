import { Button } from '@jatra/shared/ui';
import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import './parts.css';

/**
 * A form that asks for one list (a route's schedules, a day's transactions, a balance): its fields and button in
 * a row once there is room, and its own check said under them, announced, before anything is asked.
 */
export function QueryForm({
  label,
  className,
  onSubmit,
  submitIcon: Icon,
  submitLabel,
  problem,
  problemId,
  children,
}: {
  label: string;
  /** the page's own column layout; without it, one field beside the button */
  className?: string;
  onSubmit: (event: FormEvent) => void;
  submitIcon: LucideIcon;
  submitLabel: string;
  problem: string | null;
  /** for a field the check is about, to be described by it */
  problemId?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={`admin-form ${className ?? 'admin-form--one-field'}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {children}
      <Button type="submit" className="admin-form__submit">
        <Icon size={18} aria-hidden="true" />
        {submitLabel}
      </Button>
      {problem && (
        <p id={problemId} role="alert" className="admin-error admin-form__problem">
          {problem}
        </p>
      )}
    </form>
  );
}
