import { EmptyState } from '@jatra/shared/ui';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useShellI18n } from '../i18n';

export function NotFoundPage() {
  const { t } = useShellI18n();
  return (
    <main className="jt-container">
      <EmptyState
        icon={<MapPinOff size={28} />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={<Link to="/">{t('notFound.home')}</Link>}
      />
    </main>
  );
}
