import type { RemoteAppProps } from '@jatra/shared';
import { HostProvider, RemotePages, type RemotePageComponent } from '@jatra/shared/ui';

const pages: { path: string; page: RemotePageComponent }[] = [];

/** The admin remote's exposed `./App`. Its pages land here as they are built. */
export default function App({ host }: RemoteAppProps) {
  return (
    <HostProvider host={host}>
      <RemotePages remote="admin" pages={pages} />
    </HostProvider>
  );
}
