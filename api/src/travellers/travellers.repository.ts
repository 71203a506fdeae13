import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { savedTravellers, type SavedTravellerRow } from './travellers.schema';

type Fields = Pick<SavedTravellerRow, 'name' | 'age' | 'gender' | 'email' | 'mobile'>;

const newestFirst = [desc(savedTravellers.updatedAt), desc(savedTravellers.createdAt), desc(savedTravellers.id)];
const sameName = (name: string) => sql`lower(${savedTravellers.name}) = lower(${name})`;

function travellersStore(db: Database) {
  return {
    list: (userId: string): Promise<SavedTravellerRow[]> =>
      db
        .select()
        .from(savedTravellers)
        .where(eq(savedTravellers.userId, userId))
        .orderBy(...newestFirst),

    async byId(userId: string, id: string): Promise<SavedTravellerRow | undefined> {
      const [row] = await db
        .select()
        .from(savedTravellers)
        .where(and(eq(savedTravellers.userId, userId), eq(savedTravellers.id, id)));
      return row;
    },

    /** The user's traveller of this name, whatever its case; `except` leaves one row out (the one being edited). */
    async byName(userId: string, name: string, except?: string): Promise<SavedTravellerRow | undefined> {
      const [row] = await db
        .select()
        .from(savedTravellers)
        .where(
          and(eq(savedTravellers.userId, userId), sameName(name), except ? ne(savedTravellers.id, except) : undefined),
        );
      return row;
    },

    count: async (userId: string): Promise<number> => db.$count(savedTravellers, eq(savedTravellers.userId, userId)),

    async insert(row: typeof savedTravellers.$inferInsert): Promise<SavedTravellerRow> {
      const [inserted] = await db.insert(savedTravellers).values(row).returning();
      return inserted!;
    },

    async update(
      userId: string,
      id: string,
      fields: Partial<Fields>,
      now: Date,
    ): Promise<SavedTravellerRow | undefined> {
      const [row] = await db
        .update(savedTravellers)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(savedTravellers.userId, userId), eq(savedTravellers.id, id)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedTravellers)
        .where(and(eq(savedTravellers.userId, userId), eq(savedTravellers.id, id)))
        .returning({ id: savedTravellers.id });
      return rows.length > 0;
    },

    /** Keeps the user's `keep` most recently updated travellers; the rest go. */
    async trim(userId: string, keep: number): Promise<void> {
      const kept = db
        .select({ id: savedTravellers.id })
        .from(savedTravellers)
        .where(eq(savedTravellers.userId, userId))
        .orderBy(...newestFirst)
        .limit(keep);
      await db
        .delete(savedTravellers)
        .where(and(eq(savedTravellers.userId, userId), notInArray(savedTravellers.id, kept)));
    },
  };
}

export type TravellersStore = ReturnType<typeof travellersStore>;

/** The only code that writes `saved_travellers`. */
export function createTravellersRepository(db: Database) {
  return {
    ...travellersStore(db),

    /**
     * Runs `work` in one transaction, alone among the changes to this user's travellers: a check of the
     * limit or of a name and the write it allows can't be overtaken by another request of the same user.
     */
    locked<T>(userId: string, work: (store: TravellersStore) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_travellers:${userId}`}))`);
        return work(travellersStore(tx as unknown as Database));
      });
    },
  };
}

export type TravellersRepository = ReturnType<typeof createTravellersRepository>;
