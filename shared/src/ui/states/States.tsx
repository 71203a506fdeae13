import { AlertTriangle, Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { useSharedI18n } from '../i18n/shared-i18n';
import { IconDisc } from '../icon-disc/IconDisc';
// the jt-spin turn of the loading ring
import '../spinner/spinner.css';
import './states.css';

/** `retryLabel`: what the button says when trying again is more than Retry (reloading the page). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const { t } = useSharedI18n();
  return (
    <div className="jt-state jt-state--error" role="alert">
      <IconDisc size={56} tone="danger">
        <AlertTriangle size={28} />
      </IconDisc>
      <h2 className="jt-state__title">{title}</h2>
      {message && <p className="jt-state__text">{message}</p>}
      {onRetry && <Button onClick={onRetry}>{retryLabel ?? t('action.retry')}</Button>}
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="jt-state">
      <IconDisc size={56}>{icon}</IconDisc>
      <h2 className="jt-state__title">{title}</h2>
      {text && <p className="jt-state__text">{text}</p>}
      {action}
    </div>
  );
}

/** What a remote shows on a route whose feature is not built yet; `data-remote` tells which remote drew it. */
export function PagePlaceholder({ remote, title, action }: { remote: string; title: string; action?: ReactNode }) {
  const { t } = useSharedI18n();
  return (
    <main className="jt-container" data-remote={remote}>
      <EmptyState icon={<Construction size={28} />} title={title} text={t('state.onItsWay')} action={action} />
    </main>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="jt-state" role="status" aria-live="polite">
      <span className="jt-state__spinner" aria-hidden="true" />
      <span className="jt-visually-hidden">{label}</span>
    </div>
  );
}
