import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDrawingRequests, type DrawingRequest } from '../offline';
import { SavedTicketContent, TicketPageMain } from './BookingDetailsPage';

/**
 * Draws the ticket pages asked for keeping (offline/drawing-requests.ts), each as it shows with no network, into
 * an element outside the document, and hands back the markup. Mounted around every account page.
 */
export function SavedTicketDrawings() {
  const pending = useDrawingRequests((state) => state.pending);
  return pending.map((request) => <Drawing key={request.saved.pnr} request={request} />);
}

function Drawing({ request }: { request: DrawingRequest }) {
  const [container] = useState(() => document.createElement('div'));
  const [now] = useState(() => Date.now());
  useEffect(() => {
    request.done(container.querySelector('main')?.outerHTML ?? null);
  }, [request, container]);
  return createPortal(
    <TicketPageMain>
      <SavedTicketContent saved={request.saved} now={now} />
    </TicketPageMain>,
    container,
  );
}
