import {
  adminActivitiesResponseSchema,
  adminBalanceQuerySchema,
  adminBalanceResponseSchema,
  adminCitiesQuerySchema,
  adminCitiesResponseSchema,
  adminCityPairsQuerySchema,
  adminCityPairsResponseSchema,
  adminMastersResponseSchema,
  adminOperatorsQuerySchema,
  adminOperatorsResponseSchema,
  adminOverviewResponseSchema,
  adminSchedulesQuerySchema,
  adminSchedulesResponseSchema,
  adminTransactionsQuerySchema,
  adminTransactionsResponseSchema,
  adminUserIdParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminLedgerQuerySchema,
  adminLedgerResponseSchema,
  adminUsersResponseSchema,
  bookingDetailsQuerySchema,
  bookingDetailsResponseSchema,
  bookingListResponseSchema,
  bookingPageResponseSchema,
  bookingResponseSchema,
  busResultSchema,
  cacheClearedResponseSchema,
  canCancelQuerySchema,
  canCancelResponseSchema,
  cancelBookingBodySchema,
  cancelBookingParamsSchema,
  cancelResponseSchema,
  cityIdParamsSchema,
  cityListQuerySchema,
  cityListResponseSchema,
  cityResponseSchema,
  citySearchQuerySchema,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  myBookingsQuerySchema,
  orderStatusResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
  routeDateParamsSchema,
  savedTravellerInputSchema,
  savedTravellerRemovedResponseSchema,
  savedTravellerResponseSchema,
  savedTravellersResponseSchema,
  scheduleDetailResponseSchema,
  scheduleIdParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
  stagePointSchema,
  supportAdminThreadResponseSchema,
  supportContactResponseSchema,
  supportConversationInputSchema,
  supportConversationParamsSchema,
  supportConversationsResponseSchema,
  supportInboxQuerySchema,
  supportInboxResponseSchema,
  supportMessageInputSchema,
  supportMessageResponseSchema,
  supportStartResponseSchema,
  supportStreamQuerySchema,
  supportStreamTicketResponseSchema,
  supportThreadResponseSchema,
  syncResultResponseSchema,
  syncStatusResponseSchema,
  syncTargetParamsSchema,
  systemSettingsResponseSchema,
  systemSettingsSchema,
  tentativeBookingAnswerSchema,
  tentativeBookingRequestSchema,
  userStatusBodySchema,
  vendorApplicationSchema,
  vendorApprovalSchema,
  vendorDashboardResponseSchema,
  vendorIdParamsSchema,
  vendorListQuerySchema,
  vendorListResponseSchema,
  vendorManifestParamsSchema,
  vendorManifestResponseSchema,
  vendorResponseSchema,
} from '@jatra/shared';
import { z } from 'zod';
import { pnrParamsSchema } from '../commerce';
import { orderIdParamsSchema } from '../commerce';
import { phonePeWebhookSchema } from '../commerce';
import { travellerIdParamsSchema } from '../travellers';

/** The answer of one route: its status and, where the API has a zod schema for it, the body's schema. */
interface Answer {
  status: number;
  description: string;
  schema?: z.ZodType;
  /** the media type when it is not JSON */
  type?: 'text/html' | 'text/event-stream' | 'application/gzip';
}

/**
 * One `/api` route as its router declares it (`METHOD /path`, the path under the `/api` mount). The schemas
 * are the very objects the route parses with (docs.api.test.ts checks that); who may call it is read from
 * its `access(level)`, not written here.
 */
export interface RouteContract {
  area: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** false when the route takes the request without a body too */
  bodyRequired?: boolean;
  answer: Answer;
}

// Answers composed from @jatra/shared's parts for routes no client parses with a schema of its own;
// docs.api.test.ts parses each route's real answer with its schema, so these cannot tell a wrong story.
const availabilitiesResponseSchema = z.object({
  result: z.array(busResultSchema),
  /** boarding and dropping point names by id, for the spec's list page */
  stage_names: z.record(z.string(), z.string()),
});
const availabilityResponseSchema = z.object({ result: busResultSchema });
const stagePointsResponseSchema = z.object({ result: z.array(stagePointSchema) });
const webhookReceivedSchema = z.object({ received: z.literal(true) });

const ok = (schema: z.ZodType | undefined, description = 'Done'): Answer => ({ status: 200, description, schema });
const created = (schema: z.ZodType, description = 'Created'): Answer => ({ status: 201, description, schema });

/** Every `/api` route, keyed `METHOD /path` as route-samples.ts keys them; grouped by area for the page. */
export const API_CONTRACT: Record<string, RouteContract> = {
  'GET /health': {
    area: 'Service',
    summary: 'Up or down: whether the API, its database and the bus provider answer (503 when one does not)',
    answer: ok(undefined, 'Up'),
  },
  'GET /health/details': {
    area: 'Service',
    summary: "What is behind the health check: the database's kind and latency, the provider's latency or error",
    answer: ok(undefined, 'Up, with details'),
  },
  'GET /docs.json': {
    area: 'Service',
    summary: 'This document, as OpenAPI 3.1 JSON',
    answer: ok(undefined, 'The OpenAPI document'),
  },
  'GET /docs': {
    area: 'Service',
    summary: 'This document, as a page to read',
    answer: { status: 200, description: 'The routes, grouped by area', type: 'text/html' },
  },
  'GET /support-contact': {
    area: 'Service',
    summary: "The support e-mail address and phone number every page's footer shows",
    answer: ok(supportContactResponseSchema),
  },

  'GET /cities.json': {
    area: 'Cities',
    summary: 'Every city the provider serves; `refresh=true` (admins only) copies them from the provider again',
    query: cityListQuerySchema,
    answer: ok(cityListResponseSchema),
  },
  'GET /cities': {
    area: 'Cities',
    summary: 'Cities whose name starts with the text typed',
    query: citySearchQuerySchema,
    answer: ok(cityListResponseSchema),
  },
  'GET /cities/:id': {
    area: 'Cities',
    summary: 'One city',
    params: cityIdParamsSchema,
    answer: ok(cityResponseSchema),
  },

  'GET /search': {
    area: 'Search and seats',
    summary: 'The buses from one city to another on a date, with fares and free seats',
    query: searchQuerySchema,
    answer: ok(searchResponseSchema),
  },
  'GET /schedules/:origin/:destination/:date': {
    area: 'Search and seats',
    summary: "The provider's schedule rows for a route and date (spec §7)",
    params: routeDateParamsSchema,
    answer: ok(undefined, 'The schedule rows, as `{ result: [...] }`'),
  },
  'GET /availabilities/:origin/:destination/:date.json': {
    area: 'Search and seats',
    summary: 'The buses of a route and date, with the names of their stops (spec §7)',
    params: routeDateParamsSchema,
    answer: ok(availabilitiesResponseSchema),
  },
  'GET /availability/:id.json': {
    area: 'Search and seats',
    summary: 'One bus of the results, by its schedule id',
    params: scheduleIdParamsSchema,
    answer: ok(availabilityResponseSchema),
  },
  'GET /schedule/:id.json': {
    area: 'Search and seats',
    summary: 'One bus with its seat layout, fares and stops: what the booking page shows',
    params: scheduleIdParamsSchema,
    answer: ok(scheduleDetailResponseSchema),
  },
  'GET /boarding_points/:id.json': {
    area: 'Search and seats',
    summary: 'Where a bus picks travellers up',
    params: scheduleIdParamsSchema,
    answer: ok(stagePointsResponseSchema),
  },
  'GET /dropping_points/:id.json': {
    area: 'Search and seats',
    summary: 'Where a bus sets travellers down',
    params: scheduleIdParamsSchema,
    answer: ok(stagePointsResponseSchema),
  },

  'POST /tentative_booking/:id.json': {
    area: 'Bookings',
    summary: 'Holds seats for the caller, with their passengers, until paid or the hold lapses',
    params: scheduleIdParamsSchema,
    body: tentativeBookingRequestSchema,
    answer: created(tentativeBookingAnswerSchema, 'Seats held; the PNR to pay for'),
  },
  'GET /bookings': {
    area: 'Bookings',
    summary: "One page of the caller's bookings, newest first; `cursor` is the page before's `next_cursor`",
    query: myBookingsQuerySchema,
    answer: ok(bookingPageResponseSchema),
  },
  'GET /bookings/by-schedule/:id': {
    area: 'Bookings',
    summary:
      'The caller’s bookings that hold or own seats on one bus (held and unexpired, being ticketed, or confirmed)',
    params: scheduleIdParamsSchema,
    answer: ok(bookingListResponseSchema),
  },
  'GET /bookings/:pnr': {
    area: 'Bookings',
    summary: 'One of the caller’s bookings',
    params: pnrParamsSchema,
    answer: ok(bookingResponseSchema),
  },
  'GET /booking_details.json': {
    area: 'Bookings',
    summary: 'The ticket of a booking (spec §7)',
    query: bookingDetailsQuerySchema,
    answer: ok(bookingDetailsResponseSchema),
  },
  'GET /can_cancel.json': {
    area: 'Bookings',
    summary: 'Whether a ticket (or some of its seats) can be cancelled now, and the refund',
    query: canCancelQuerySchema,
    answer: ok(canCancelResponseSchema),
  },
  'POST /cancel_booking/:pnr.json': {
    area: 'Bookings',
    summary: 'Cancels a ticket, or some of its seats, and starts the refund',
    params: cancelBookingParamsSchema,
    body: cancelBookingBodySchema,
    answer: ok(cancelResponseSchema, 'Cancelled'),
  },
  'GET /cancel_booking.json': {
    area: 'Bookings',
    summary: "The spec's cancel by GET: always refused (405), cancel with POST",
    answer: { status: 405, description: 'Refused: use `POST /api/cancel_booking/{pnr}.json`' },
  },

  'POST /phonepe/create-payment': {
    area: 'Payments',
    summary: 'Starts paying for a held booking at PhonePe; the amount is computed by the server',
    body: createPaymentRequestSchema,
    answer: created(createPaymentResponseSchema, 'Where to send the traveller to pay'),
  },
  'GET /phonepe/order-status/:orderId': {
    area: 'Payments',
    summary: 'Where a payment, and the booking it pays for, now stand',
    params: orderIdParamsSchema,
    answer: ok(orderStatusResponseSchema),
  },
  'POST /phonepe/webhook': {
    area: 'Payments',
    summary: "PhonePe's server telling an order or refund moved; its state is read back from PhonePe",
    body: phonePeWebhookSchema,
    answer: ok(webhookReceivedSchema, 'Received'),
  },

  'GET /profile': {
    area: 'Account',
    summary: "The caller's profile",
    answer: ok(profileResponseSchema),
  },
  'PUT /profile': {
    area: 'Account',
    summary: "Changes the caller's profile",
    body: profileUpdateSchema,
    answer: ok(profileResponseSchema, 'Saved'),
  },
  'GET /travellers': {
    area: 'Account',
    summary: "The caller's saved travellers",
    answer: ok(savedTravellersResponseSchema),
  },
  'POST /travellers': {
    area: 'Account',
    summary: 'Saves a traveller',
    body: savedTravellerInputSchema,
    answer: created(savedTravellerResponseSchema),
  },
  'PUT /travellers/:id': {
    area: 'Account',
    summary: 'Changes a saved traveller',
    params: travellerIdParamsSchema,
    body: savedTravellerInputSchema,
    answer: ok(savedTravellerResponseSchema, 'Saved'),
  },
  'DELETE /travellers/:id': {
    area: 'Account',
    summary: 'Forgets a saved traveller',
    params: travellerIdParamsSchema,
    answer: ok(savedTravellerRemovedResponseSchema, 'Removed'),
  },

  'POST /vendors/apply': {
    area: 'Vendors',
    summary: 'Applies to sell as a bus operator',
    body: vendorApplicationSchema,
    answer: created(vendorResponseSchema, 'Application received'),
  },
  'GET /vendors/me': {
    area: 'Vendors',
    summary: "The caller's vendor application and its state (404 when none)",
    answer: ok(vendorResponseSchema),
  },
  'GET /vendor/dashboard': {
    area: 'Vendors',
    summary: "The vendor's sales and coming departures",
    answer: ok(vendorDashboardResponseSchema),
  },
  'GET /vendor/manifest/:scheduleId': {
    area: 'Vendors',
    summary: 'The passenger list of one of the vendor’s departures',
    params: vendorManifestParamsSchema,
    answer: ok(vendorManifestResponseSchema),
  },

  'GET /admin/overview': {
    area: 'Admin',
    summary: 'Figures of the business (bookings, revenue, users, operators), as of their last refresh',
    answer: ok(adminOverviewResponseSchema),
  },
  'GET /admin/activities': {
    area: 'Admin',
    summary: 'Recent activities',
    answer: ok(adminActivitiesResponseSchema),
  },
  'GET /admin/vendors': {
    area: 'Admin',
    summary: 'Vendor applications, by state',
    query: vendorListQuerySchema,
    answer: ok(vendorListResponseSchema),
  },
  'POST /admin/vendors/:id/approve': {
    area: 'Admin',
    summary: 'Approves a vendor; `operator_id` links it to a provider operator as well',
    params: vendorIdParamsSchema,
    body: vendorApprovalSchema,
    bodyRequired: false,
    answer: ok(vendorResponseSchema, 'Approved'),
  },
  'POST /admin/vendors/:id/reject': {
    area: 'Admin',
    summary: 'Rejects a vendor application',
    params: vendorIdParamsSchema,
    answer: ok(vendorResponseSchema, 'Rejected'),
  },
  'POST /admin/vendors/:id/operator': {
    area: 'Admin',
    summary: 'Links a vendor to a provider operator',
    params: vendorIdParamsSchema,
    body: vendorApprovalSchema,
    answer: ok(vendorResponseSchema, 'Linked'),
  },
  'GET /admin/users': {
    area: 'Admin',
    summary:
      'Users newest first, searched (3+ characters anywhere in name or e-mail, 1–2 from the start) and filtered by ' +
      'status, 20 a page by key: `after`/`before` take the `next`/`previous` cursor of the last answer; `total` is ' +
      'exact up to 1,000, else 1,000+ (filtered) or about the table estimate',
    query: adminUsersQuerySchema,
    answer: ok(adminUsersResponseSchema),
  },
  'GET /admin/payments': {
    area: 'Admin',
    summary:
      'Our own payment orders (`kind=payments`, one per attempt) or refunds (`kind=refunds`), newest first, 25 a ' +
      'page by key; `q` finds a PNR, an order id or a refund id by its start',
    query: adminLedgerQuerySchema,
    answer: ok(adminLedgerResponseSchema),
  },
  'PUT /admin/users/:id/status': {
    area: 'Admin',
    summary: 'Suspends or restores a user',
    params: adminUserIdParamsSchema,
    body: userStatusBodySchema,
    answer: ok(adminUserResponseSchema, 'Saved'),
  },
  'GET /admin/settings': {
    area: 'Admin',
    summary: 'Commission, fees and the support contact',
    answer: ok(systemSettingsResponseSchema),
  },
  'PUT /admin/settings': {
    area: 'Admin',
    summary: 'Changes commission, fees and the support contact',
    body: systemSettingsSchema,
    answer: ok(systemSettingsResponseSchema, 'Saved'),
  },
  'GET /admin/backup': {
    area: 'Admin',
    summary:
      'Every table of ours as a gzipped file of JSON lines (docs/backup-export.md), streamed; one export at a time (429 while another runs)',
    answer: { status: 200, description: 'The export file', type: 'application/gzip' },
  },
  'POST /admin/cache/clear': {
    area: 'Admin',
    summary: "Empties the API's caches of provider answers",
    answer: ok(cacheClearedResponseSchema, 'Cleared'),
  },
  'POST /admin/sync/:target': {
    area: 'Admin: provider catalog',
    summary: "Copies one of the provider's lists (cities, city pairs, operators, masters) again",
    params: syncTargetParamsSchema,
    answer: ok(syncResultResponseSchema, 'Synced'),
  },
  'GET /admin/sync': {
    area: 'Admin: provider catalog',
    summary: 'When each list was last copied, and how it went',
    answer: ok(syncStatusResponseSchema),
  },
  'GET /admin/operators': {
    area: 'Admin: provider catalog',
    summary: "The provider's operators by name, searched by name, 50 a page by key (`after`/`before` cursors)",
    query: adminOperatorsQuerySchema,
    answer: ok(adminOperatorsResponseSchema),
  },
  'GET /admin/cities': {
    area: 'Admin: provider catalog',
    summary: "The provider's cities by name, searched by name, 50 a page by key (`after`/`before` cursors)",
    query: adminCitiesQuerySchema,
    answer: ok(adminCitiesResponseSchema),
  },
  'GET /admin/city-pairs': {
    area: 'Admin: provider catalog',
    summary:
      'The routes the provider serves, by origin then destination name, searched by either city, 100 a page by ' +
      'key (`after`/`before` cursors)',
    query: adminCityPairsQuerySchema,
    answer: ok(adminCityPairsResponseSchema),
  },
  'GET /admin/masters': {
    area: 'Admin: provider catalog',
    summary: "The provider's code lists (bus types, amenities, ...)",
    answer: ok(adminMastersResponseSchema),
  },
  'GET /admin/schedules': {
    area: 'Admin: provider account',
    summary: "The provider's schedules of a route and date",
    query: adminSchedulesQuerySchema,
    answer: ok(adminSchedulesResponseSchema),
  },
  'GET /admin/transactions': {
    area: 'Admin: provider account',
    summary: "The provider account's transactions of a day",
    query: adminTransactionsQuerySchema,
    answer: ok(adminTransactionsResponseSchema),
  },
  'GET /admin/balance': {
    area: 'Admin: provider account',
    summary: "The provider account's balance",
    query: adminBalanceQuerySchema,
    answer: ok(adminBalanceResponseSchema),
  },
  // live chat with support (support-chat.routes.ts, support-inbox.routes.ts)
  'POST /support/conversations': {
    area: 'Support chat',
    summary:
      'Start a chat with support: a signed-in traveller (optionally about one of their tickets, `pnr`) or a guest with name and e-mail, who gets the token that opens it again',
    body: supportConversationInputSchema,
    answer: created(supportStartResponseSchema, 'The conversation with its first message'),
  },
  'GET /support/conversations': {
    area: 'Support chat',
    summary: "The caller's conversations, newest first",
    answer: ok(supportConversationsResponseSchema),
  },
  'GET /support/conversations/:id': {
    area: 'Support chat',
    summary: 'A conversation of the caller with its latest messages, oldest first',
    params: supportConversationParamsSchema,
    answer: ok(supportThreadResponseSchema),
  },
  'POST /support/conversations/:id/messages': {
    area: 'Support chat',
    summary: 'Write in a conversation of the caller',
    params: supportConversationParamsSchema,
    body: supportMessageInputSchema,
    answer: created(supportMessageResponseSchema, 'The stored message'),
  },
  'POST /support/conversations/:id/stream-ticket': {
    area: 'Support chat',
    summary: "A ticket for a minute that opens the conversation's event stream (`GET /support/stream`)",
    params: supportConversationParamsSchema,
    answer: ok(supportStreamTicketResponseSchema),
  },
  'GET /support/guest': {
    area: 'Support chat',
    summary: "A guest's conversation, named by its token in the `x-support-token` header (anything else: not found)",
    answer: ok(supportThreadResponseSchema),
  },
  'POST /support/guest/messages': {
    area: 'Support chat',
    summary: "Write in a guest's conversation (token in the `x-support-token` header)",
    body: supportMessageInputSchema,
    answer: created(supportMessageResponseSchema, 'The stored message'),
  },
  'POST /support/guest/stream-ticket': {
    area: 'Support chat',
    summary: "A ticket that opens a guest's conversation stream (token in the `x-support-token` header)",
    answer: ok(supportStreamTicketResponseSchema),
  },
  'GET /support/stream': {
    area: 'Support chat',
    summary:
      'Server-sent events: `ready` once listening, then `message` with each new message of what the ticket opens (one conversation, or every one for the inbox); a heartbeat comment every 20 s',
    query: supportStreamQuerySchema,
    answer: { status: 200, description: 'The event stream', type: 'text/event-stream' },
  },
  'GET /admin/support/conversations': {
    area: 'Admin: support inbox',
    summary: 'The Support inbox: unanswered conversations first, then the newest; paged by `next_cursor`',
    query: supportInboxQuerySchema,
    answer: ok(supportInboxResponseSchema),
  },
  'GET /admin/support/conversations/:id': {
    area: 'Admin: support inbox',
    summary: "A conversation with its messages and the traveller's latest bookings",
    params: supportConversationParamsSchema,
    answer: ok(supportAdminThreadResponseSchema),
  },
  'POST /admin/support/conversations/:id/messages': {
    area: 'Admin: support inbox',
    summary:
      'Reply as support; e-mailed as well when the traveller is not in the chat now or it is outside staffed hours',
    params: supportConversationParamsSchema,
    body: supportMessageInputSchema,
    answer: created(supportMessageResponseSchema, 'The stored reply'),
  },
  'POST /admin/support/stream-ticket': {
    area: 'Admin: support inbox',
    summary: "A ticket that opens the inbox's event stream: every new message of every conversation",
    answer: ok(supportStreamTicketResponseSchema),
  },
};
