import { z } from 'zod';
import { passengerSchema } from '../booking/passenger';
import { ruleMessage } from '../rules/i18n/rule-catalogues';

/** How many travellers one account keeps; the oldest used goes first when a booking adds one more. */
export const MAX_SAVED_TRAVELLERS = 12;

export const SAVED_TRAVELLER_MESSAGES = {
  loadFailed: ruleMessage('savedTraveller.loadFailed'),
  saved: ruleMessage('savedTraveller.saved'),
  removed: ruleMessage('savedTraveller.removed'),
  saveFailed: ruleMessage('savedTraveller.saveFailed'),
  removeFailed: ruleMessage('savedTraveller.removeFailed'),
  notFound: ruleMessage('savedTraveller.notFound'),
  tooMany: ruleMessage('savedTraveller.tooMany', { max: MAX_SAVED_TRAVELLERS }),
  duplicate: ruleMessage('savedTraveller.duplicate'),
} as const;

/**
 * A passenger the traveller books for again (redBus's "saved travellers"): kept on the server, filled in by one
 * tap on the passenger form, added by every confirmed booking and editable in the profile.
 */
export const savedTravellerInputSchema = passengerSchema.pick({
  name: true,
  age: true,
  gender: true,
  email: true,
  mobile: true,
});
export type SavedTravellerInput = z.infer<typeof savedTravellerInputSchema>;

export const savedTravellerSchema = savedTravellerInputSchema.extend({
  id: z.string(),
  /** last booked with, or last edited; the list comes newest first */
  updated_at: z.string(),
});
export type SavedTraveller = z.infer<typeof savedTravellerSchema>;

/** GET /api/travellers */
export const savedTravellersResponseSchema = z.object({ result: z.array(savedTravellerSchema) });
/** POST /api/travellers, PUT /api/travellers/:id */
export const savedTravellerResponseSchema = z.object({ result: savedTravellerSchema });
/** DELETE /api/travellers/:id */
export const savedTravellerRemovedResponseSchema = z.object({ result: z.object({ id: z.string() }) });
