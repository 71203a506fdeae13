import { createContext, useContext, type ReactNode } from 'react';
import type { HostApi } from '../../host/host-api';

const HostContext = createContext<HostApi | null>(null);

export function HostProvider({ host, children }: { host: HostApi; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The shell's services inside a remote. */
export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside HostProvider');
  return host;
}
