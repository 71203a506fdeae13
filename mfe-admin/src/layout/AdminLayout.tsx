import type { ReactNode } from 'react';

/** The admin shell: side menu and the section's page (being built). */
export function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="admin">{children}</div>;
}
