import { ErrorState } from '@jatra/shared/ui';
import { errorDetail } from './display';

/** A failed query's state: its title, the server's words when they add to it, and Retry asking again. */
export function QueryFailed({ title, query }: { title: string; query: { error: Error; refetch: () => unknown } }) {
  return <ErrorState title={title} message={errorDetail(title, query.error)} onRetry={() => void query.refetch()} />;
}
