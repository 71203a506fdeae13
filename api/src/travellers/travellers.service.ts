import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  MAX_SAVED_TRAVELLERS,
  SAVED_TRAVELLER_MESSAGES,
  savedTravellerInputSchema,
  type SavedTraveller,
  type SavedTravellerInput,
} from '@jatra/shared';
import { z } from 'zod';
import { conflict, notFound } from '../http/app-error';
import type { TravellersRepository } from './travellers.repository';
import type { SavedTravellerRow } from './travellers.schema';

const toSavedTraveller = (row: SavedTravellerRow): SavedTraveller => ({
  id: row.id,
  name: row.name,
  age: row.age,
  gender: row.gender,
  email: row.email,
  mobile: row.mobile,
  updated_at: row.updatedAt.toISOString(),
});

// an id that is no uuid names no row: answered like any other traveller the user does not have
const isId = (id: string) => z.uuid().safeParse(id).success;

/**
 * Saved travellers (redBus's one-tap fill): the signed-in user's own, kept newest first. The user adds, edits
 * and removes them; every confirmed booking remembers its passengers, the least recently used giving way.
 */
export function createTravellersService(deps: { repository: TravellersRepository; logger: Logger; now?: () => Date }) {
  const { repository, logger } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    list: async (userId: string): Promise<SavedTraveller[]> => (await repository.list(userId)).map(toSavedTraveller),

    add: (userId: string, input: SavedTravellerInput): Promise<SavedTraveller> =>
      repository.locked(userId, async (store) => {
        if (await store.byName(userId, input.name)) throw conflict(SAVED_TRAVELLER_MESSAGES.duplicate);
        if ((await store.count(userId)) >= MAX_SAVED_TRAVELLERS) throw conflict(SAVED_TRAVELLER_MESSAGES.tooMany);
        const at = now();
        const row = await store.insert({ id: randomUUID(), userId, ...input, updatedAt: at, createdAt: at });
        return toSavedTraveller(row);
      }),

    update: (userId: string, id: string, input: SavedTravellerInput): Promise<SavedTraveller> =>
      repository.locked(userId, async (store) => {
        if (!isId(id) || !(await store.byId(userId, id))) throw notFound(SAVED_TRAVELLER_MESSAGES.notFound);
        if (await store.byName(userId, input.name, id)) throw conflict(SAVED_TRAVELLER_MESSAGES.duplicate);
        return toSavedTraveller((await store.update(userId, id, input, now()))!);
      }),

    async remove(userId: string, id: string): Promise<{ id: string }> {
      if (!isId(id) || !(await repository.remove(userId, id))) throw notFound(SAVED_TRAVELLER_MESSAGES.notFound);
      return { id };
    },

    /**
     * The passengers of a confirmed booking: each becomes (or refreshes) a saved traveller of the user, known
     * by name whatever its case; past the limit the least recently updated go. A passenger the form's rules
     * would not take now is left out rather than failing the rest.
     */
    async remember(userId: string, passengers: readonly unknown[]): Promise<void> {
      const byName = new Map<string, SavedTravellerInput>();
      for (const passenger of passengers) {
        const parsed = savedTravellerInputSchema.safeParse(passenger);
        if (parsed.success) byName.set(parsed.data.name.toLowerCase(), parsed.data);
      }
      if (byName.size === 0) return;
      await repository.locked(userId, async (store) => {
        const at = now();
        for (const passenger of byName.values()) {
          const { name, ...details } = passenger;
          const known = await store.byName(userId, name);
          if (known) await store.update(userId, known.id, details, at);
          else await store.insert({ id: randomUUID(), userId, ...passenger, updatedAt: at, createdAt: at });
        }
        await store.trim(userId, MAX_SAVED_TRAVELLERS);
      });
      logger.info({ userId, passengers: byName.size }, 'passengers remembered');
    },
  };
}

export type TravellersService = ReturnType<typeof createTravellersService>;
