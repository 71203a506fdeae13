import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSharedI18n } from '../i18n/shared-i18n';
import { useHost } from './host-context';

/**
 * Logout as the last item of a remote's menu: signs out, then goes to `then` even if the sign-out failed (the
 * session is gone from this browser either way); busy until it has.
 */
export function LogoutButton({ className, then }: { className: string; then: string }) {
  const { t } = useSharedI18n();
  const host = useHost();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    try {
      await host.signOut();
    } finally {
      host.navigate(then);
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void logout()}
      disabled={leaving}
      aria-busy={leaving || undefined}
    >
      <LogOut size={18} aria-hidden="true" />
      <span>{t('action.logout')}</span>
    </button>
  );
}
