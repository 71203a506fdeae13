/** The tickets kept on the device for a traveller with no network (docs/offline-ticket.md). */
export { NeedsNetworkNote, SavedCopyNote } from './SavedCopyNote';
export {
  isNetworkFailure,
  keepTicketOffline,
  useBrowserOffline,
  useKeepTicket,
  useKeepUpcoming,
  useOpenedFromSavedPage,
  useSavedTicket,
  useSavedTickets,
} from './use-offline-tickets';
export type { SavedTicket } from './offline-tickets';
export { useDrawingRequests, type DrawingRequest } from './drawing-requests';
