import { ApiRequestError, CANCELLATION_MESSAGES, failureText } from '@jatra/shared';
import { CancellationFlow } from './CancellationFlow';
import {
  CancelHeading,
  CancellationSkeleton,
  NotCancellable,
  TicketNotFound,
  UnableToFetch,
} from './CancellationStates';
import { CancellationSuccess } from './CancellationSuccess';
import { useCancelTicket, useTicket } from './use-cancellation';
import './cancellation.css';

/** `/cancellation/{pnr}`: each state brings its own heading. */
export function CancellationPage({ params }: { params: Record<string, string | undefined> }) {
  const pnr = params.pnr ?? '';
  const ticket = useTicket(pnr);
  const cancel = useCancelTicket(pnr);

  let content;
  if (cancel.data) {
    content = <CancellationSuccess pnr={pnr} result={cancel.data} />;
  } else if (ticket.data) {
    content =
      ticket.data.status === 'confirmed' && ticket.data.passenger_details.length > 0 ? (
        <CancellationFlow ticket={ticket.data} cancel={cancel} />
      ) : (
        <NotCancellable pnr={pnr} />
      );
  } else if (ticket.isError) {
    const notFound = ticket.error instanceof ApiRequestError && ticket.error.status === 404;
    content = (
      <>
        <CancelHeading pnr={pnr} />
        {notFound ? (
          <TicketNotFound />
        ) : (
          <UnableToFetch
            pnr={pnr}
            message={failureText(ticket.error, CANCELLATION_MESSAGES.fetchFailed)}
            onRetry={() => void ticket.refetch()}
          />
        )}
      </>
    );
  } else {
    content = (
      <>
        <CancelHeading pnr={pnr} />
        <CancellationSkeleton />
      </>
    );
  }

  return (
    <main className="jt-container cancel-page" data-remote="account">
      {content}
    </main>
  );
}
