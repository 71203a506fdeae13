/**
 * Ticket pages to draw for keeping (saved-ticket-page.tsx): asked here by the code that keeps tickets, drawn by
 * the ticket feature's `SavedTicketDrawings` (around every account page) inside the page's own tree, with its
 * language, services and router, into an element outside the document.
 */
import { create } from 'zustand';
import type { SavedTicket } from './offline-tickets';

export interface DrawingRequest {
  saved: SavedTicket;
  /** the page's `<main>` as drawn, or null */
  done(main: string | null): void;
}

/** A page left before its drawer drew keeps its ticket pages undrawn. */
const DRAWING_TIMEOUT_MS = 5000;

export const useDrawingRequests = create<{ pending: DrawingRequest[] }>(() => ({ pending: [] }));

const settle = (request: DrawingRequest) =>
  useDrawingRequests.setState((state) => ({ pending: state.pending.filter((each) => each !== request) }));

/** The ticket page for `saved` as it opens with no network, drawn; null when nothing drew it in time. */
export function drawingOf(saved: SavedTicket): Promise<string | null> {
  return new Promise((resolve) => {
    const request: DrawingRequest = {
      saved,
      done: (main) => {
        clearTimeout(timer);
        settle(request);
        resolve(main);
      },
    };
    const timer = setTimeout(() => request.done(null), DRAWING_TIMEOUT_MS);
    useDrawingRequests.setState((state) => ({ pending: [...state.pending, request] }));
  });
}
