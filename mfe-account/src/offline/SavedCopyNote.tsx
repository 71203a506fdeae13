import { todayInIndia } from '@jatra/shared';
import { WifiOff } from 'lucide-react';
import { useAccountI18n } from '../i18n';
import './offline.css';

/**
 * "Saved on 27 Nov, 8:05 PM — you are offline": the page shows the copy kept on the device, and when it was taken
 * (its day and time in India, in the page's language).
 */
export function SavedCopyNote({ savedAt }: { savedAt: string }) {
  const { t, format } = useAccountI18n();
  const when = `${format.dayMonth(todayInIndia(new Date(savedAt)))}, ${format.instantTime(savedAt)}`;
  return (
    <p className="offline-note" role="status">
      <WifiOff size={18} aria-hidden="true" />
      <span>{t('offline.savedOn', { when })}</span>
    </p>
  );
}

/** Why cancelling and changing the date are not offered now; `id` for the disabled buttons to point at. */
export function NeedsNetworkNote({ id }: { id: string }) {
  const { t } = useAccountI18n();
  return (
    <p className="offline-note offline-note--quiet" id={id}>
      {t('offline.needsNetwork')}
    </p>
  );
}
