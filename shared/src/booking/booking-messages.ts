import { MOBILE_DIGITS } from '../contact/mobile';
import { ruleMessage } from '../rules/i18n/rule-catalogues';

/** The booking and payment screens' words, defined once. */
export const BOOKING_MESSAGES = {
  selectSeat: ruleMessage('booking.selectSeat'),
  passengerDetails: ruleMessage('booking.passengerDetails', { digits: MOBILE_DIGITS }),
  selectBoarding: ruleMessage('booking.selectBoarding'),
  selectDropping: ruleMessage('booking.selectDropping'),
  womenOnlySeat: ruleMessage('booking.womenOnlySeat'),
  loadFailed: ruleMessage('booking.loadFailed'),
  invalidResponses: ruleMessage('booking.invalidResponses'),
  scheduleUnavailable: ruleMessage('booking.scheduleUnavailable'),
  missingTicketDetails: ruleMessage('booking.missingTicketDetails'),
  noPnr: ruleMessage('booking.noPnr'),
  createFailed: ruleMessage('booking.createFailed'),
  /** CONTINUE by a visitor who is not signed in: the page comes back with the same choices after sign-in */
  signInToContinue: ruleMessage('booking.signInToContinue'),
  created: ruleMessage('booking.created'),
  seatTaken: ruleMessage('booking.seatTaken'),
  seatNotOnBus: ruleMessage('booking.seatNotOnBus'),
  departed: ruleMessage('booking.departed'),
  tooManySeats: ruleMessage('booking.tooManySeats'),
  /** the per-traveller and per-network caps on seats held unpaid at once and on holds an hour */
  holdCapBus: ruleMessage('booking.holdCapBus'),
  holdCapAll: ruleMessage('booking.holdCapAll'),
  holdCapPerHour: ruleMessage('booking.holdCapPerHour'),
  holdCapNetwork: ruleMessage('booking.holdCapNetwork'),
  unknownStage: ruleMessage('booking.unknownStage'),
  bookingNotFound: ruleMessage('booking.bookingNotFound'),
  notAuthenticated: ruleMessage('booking.notAuthenticated'),
  noBookings: ruleMessage('booking.noBookings'),
} as const;

export const PAYMENT_MESSAGES = {
  pnrMissing: ruleMessage('payment.pnrMissing'),
  emailRequired: ruleMessage('payment.emailRequired'),
  popupBlocked: ruleMessage('payment.popupBlocked'),
  noBookingDetails: ruleMessage('payment.noBookingDetails'),
  loadError: ruleMessage('payment.loadError'),
  detailsUnavailable: ruleMessage('payment.detailsUnavailable'),
  initiateFailed: ruleMessage('payment.initiateFailed'),
  statusFailed: ruleMessage('payment.statusFailed'),
  noPaymentUrl: ruleMessage('payment.noPaymentUrl'),
  timeout: ruleMessage('payment.timeout'),
  cancelledOrFailed: ruleMessage('payment.cancelledOrFailed'),
  verificationFailed: ruleMessage('payment.verificationFailed'),
  initiationFailed: ruleMessage('payment.initiationFailed'),
  completed: ruleMessage('payment.completed'),
  confirmFailed: ruleMessage('payment.confirmFailed'),
  defaultFailure: ruleMessage('payment.defaultFailure'),
  processing: ruleMessage('payment.processing'),
  notPayable: ruleMessage('payment.notPayable'),
  holdExpired: ruleMessage('payment.holdExpired'),
} as const;
