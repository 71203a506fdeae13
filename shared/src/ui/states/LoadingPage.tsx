import { useSharedI18n } from '../i18n/shared-i18n';
import { LoadingState } from './States';

/** A page's code or data on its way, said in the visitor's language. */
export function LoadingPage() {
  const { t } = useSharedI18n();
  return <LoadingState label={t('state.loading')} />;
}
