import { Button, useHost } from '@jatra/shared/ui';
import { MessageCircle } from 'lucide-react';
import { useAccountI18n } from '../i18n';

/** Opens the shell's live chat about this ticket (its PNR goes with it); absent where the shell has no chat. */
export function ChatAboutTicket({ pnr }: { pnr: string }) {
  const host = useHost();
  const { t } = useAccountI18n();
  if (!host.openSupportChat) return null;
  return (
    <Button variant="secondary" onClick={() => host.openSupportChat?.({ pnr })}>
      <MessageCircle size={18} aria-hidden="true" />
      {t('ticket.chat')}
    </Button>
  );
}
