import { MOBILE_DIGITS } from '../contact/mobile';

/** The booking and payment screens' words, defined once. */
export const BOOKING_MESSAGES = {
  selectSeat: 'Please select at least one seat',
  passengerDetails: `Please fill in all passenger details correctly. Mobile number should be ${MOBILE_DIGITS} digits.`,
  selectBoarding: 'Please select a boarding point',
  selectDropping: 'Please select a dropping point',
  womenOnlySeat: 'This seat is reserved for women passengers only',
  loadFailed: 'Failed to load seat availability',
  invalidResponses: 'Invalid API responses',
  scheduleUnavailable: 'Unable to load bus schedule. Please try again.',
  missingTicketDetails: 'Invalid booking response - missing ticket details',
  noPnr: 'No PNR number received from booking API',
  createFailed: 'Failed to create booking. Please try again.',
  /** CONTINUE by a visitor who is not signed in: the page comes back with the same choices after sign-in */
  signInToContinue: 'Please sign in to continue. Your seats, stops and passengers will be filled in again.',
  created: 'Booking created successfully! Redirecting to payment...',
  seatTaken: 'Sorry, seat {seats} was just booked by someone else. Please choose another seat.',
  seatNotOnBus: 'Seat {seats} is not on this bus',
  departed: 'This bus has already left. Please choose another bus.',
  tooManySeats: 'You can book at most {max} seats at a time',
  /** the per-traveller and per-network caps on seats held unpaid at once and on holds an hour */
  holdCapBus:
    'You can hold at most {max} seats on one bus at a time and already hold {held}. Pay for them, or wait until their hold ends, before holding more.',
  holdCapAll:
    'You can hold at most {max} unpaid seats at a time and already hold {held}. Pay for them, or wait until their hold ends, before holding more.',
  holdCapPerHour: 'You can hold seats at most {max} times an hour. Please try again later.',
  holdCapNetwork: 'Too many seats are held from your network right now. Please try again later.',
  unknownStage: 'Please choose a boarding and dropping point of this bus',
  bookingNotFound: 'Booking not found',
  notAuthenticated: 'Not authenticated',
  noBookings: "You don't have any bookings yet",
} as const;

export const PAYMENT_MESSAGES = {
  pnrMissing: 'PNR not found, cannot proceed with payment',
  emailRequired: 'Valid passenger email is required for payment',
  popupBlocked: 'Payment window blocked. Please allow popups for this site.',
  noBookingDetails: 'No booking details found. Redirecting to home...',
  loadError: 'Error loading booking details',
  detailsUnavailable: 'Booking details are not available.',
  initiateFailed: 'Failed to initiate payment',
  statusFailed: 'Failed to check payment status',
  noPaymentUrl: 'Failed to get payment URL from PhonePe',
  timeout: 'Payment timeout. Please try again.',
  cancelledOrFailed: 'Payment was cancelled or failed',
  verificationFailed: 'Payment verification failed',
  initiationFailed: 'Payment initiation failed',
  completed: 'Payment completed successfully',
  confirmFailed: 'Failed to confirm booking via GDS API',
  defaultFailure: 'Payment failed. Please try again.',
  processing: 'Processing your payment...',
  notPayable: 'This booking is no longer waiting for payment',
  holdExpired: 'Your seat hold has expired. Please choose your seats again.',
} as const;

/** 'Sorry, seat U3, U4 was just booked…': fills `{name}` placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
