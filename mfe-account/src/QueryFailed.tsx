import { ErrorState } from '@jatra/shared/ui';
import { failureDetail } from './failure-detail';

/** A failed query's state: its title, the API's words for people when they add to it, and Retry asking again. */
export function QueryFailed({ title, query }: { title: string; query: { error: unknown; refetch: () => unknown } }) {
  return <ErrorState title={title} message={failureDetail(query.error, title)} onRetry={() => void query.refetch()} />;
}
