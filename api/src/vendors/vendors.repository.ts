import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { createIdentitiesRepository } from '../auth';
import { vendors } from '../db/schema';

export type VendorRow = typeof vendors.$inferSelect;

/** The provider operator (travel id) a vendor runs, with its name as the provider gave it. */
export interface LinkedOperator {
  id: number;
  name: string;
}

/** Every database access of vendor applications. */
export function createVendorsRepository(db: Database) {
  return {
    /** The new row, or undefined when the user already has an application. */
    async insert(row: typeof vendors.$inferInsert): Promise<VendorRow | undefined> {
      const [inserted] = await db.insert(vendors).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async byUser(userId: string): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(vendors).where(eq(vendors.userId, userId)).limit(1);
      return row;
    },

    async byId(id: string): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
      return row;
    },

    async list(status: VendorRow['status'] | undefined): Promise<VendorRow[]> {
      const query = db.select().from(vendors);
      return (status ? query.where(eq(vendors.status, status)) : query).orderBy(asc(vendors.createdAt)).limit(500);
    },

    /**
     * Decides a pending application; approving also makes its user a vendor, in the same transaction
     * (an admin stays admin), and links the operator when one is given. Undefined when the application is no
     * longer pending.
     */
    async decide(
      id: string,
      status: 'approved' | 'rejected',
      now: Date,
      operator?: LinkedOperator,
    ): Promise<VendorRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(vendors)
          .set({
            status,
            updatedAt: now,
            ...(operator && status === 'approved' ? { operatorId: operator.id, operatorName: operator.name } : {}),
          })
          .where(and(eq(vendors.id, id), eq(vendors.status, 'pending')))
          .returning();
        if (row && status === 'approved') {
          await createIdentitiesRepository(tx as unknown as Database).makeVendor(row.userId);
        }
        return row;
      });
    },

    /** Links (or relinks) an approved vendor to a provider operator; undefined when it is not approved. */
    async link(id: string, operator: LinkedOperator, now: Date): Promise<VendorRow | undefined> {
      const [row] = await db
        .update(vendors)
        .set({ operatorId: operator.id, operatorName: operator.name, updatedAt: now })
        .where(and(eq(vendors.id, id), eq(vendors.status, 'approved')))
        .returning();
      return row;
    },
  };
}

export type VendorsRepository = ReturnType<typeof createVendorsRepository>;
