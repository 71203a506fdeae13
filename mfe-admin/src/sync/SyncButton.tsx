import type { SyncTarget } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { RefreshCw } from 'lucide-react';
import { useSync } from './use-sync';

/** 'Sync Operators' and the like: spins while the provider's list is copied, toasts the outcome. */
export function SyncButton({ target, label }: { target: SyncTarget; label: string }) {
  const sync = useSync(target);
  return (
    <Button variant="secondary" loading={sync.isPending} onClick={() => sync.mutate()}>
      {!sync.isPending && <RefreshCw size={18} aria-hidden="true" />}
      {label}
    </Button>
  );
}
