import { matchPath } from 'react-router-dom';

export interface RemotePage<P> {
  path: string;
  page: P;
}

/** Which of a remote's pages a location shows; remotes match absolute paths so the shell's routes stay flat. */
export function matchRemotePage<P>(pages: readonly RemotePage<P>[], pathname: string) {
  for (const entry of pages) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (match) return { page: entry.page, params: match.params };
  }
  return null;
}
