/** The tickets kept on the device for a traveller with no network (docs/offline-ticket.md). */
export { NeedsNetworkNote, SavedCopyNote } from './SavedCopyNote';
export {
  isNetworkFailure,
  useBrowserOffline,
  useKeepTicket,
  useKeepUpcoming,
  useSavedTicket,
  useSavedTickets,
} from './use-offline-tickets';
