import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authFlowStates } from '../db/schema';

export type FlowStateRow = typeof authFlowStates.$inferSelect;

/** The one writer of `auth_flow_states`: OAuth sign-ins (PKCE) between the provider and the token exchange. */
export function createFlowStatesRepository(db: Database) {
  return {
    async insertFlowState(row: typeof authFlowStates.$inferInsert): Promise<void> {
      await db.insert(authFlowStates).values(row);
    },

    async flowState(id: string): Promise<FlowStateRow | undefined> {
      const [row] = await db.select().from(authFlowStates).where(eq(authFlowStates.id, id)).limit(1);
      return row;
    },

    /** Gives a waiting flow its user and auth code; false when it already has one. */
    async completeFlowState(id: string, userId: string, authCode: string): Promise<boolean> {
      const rows = await db
        .update(authFlowStates)
        .set({ userId, authCode })
        .where(and(eq(authFlowStates.id, id), isNull(authFlowStates.authCode)))
        .returning({ id: authFlowStates.id });
      return rows.length === 1;
    },

    async flowStateByProviderState(stateHash: string): Promise<FlowStateRow | undefined> {
      const [row] = await db.select().from(authFlowStates).where(eq(authFlowStates.providerState, stateHash)).limit(1);
      return row;
    },

    async flowStateByCode(authCode: string): Promise<FlowStateRow | undefined> {
      const [row] = await db.select().from(authFlowStates).where(eq(authFlowStates.authCode, authCode)).limit(1);
      return row;
    },

    /** Removes a flow state; true only for the one caller that removed it (codes are single use). */
    async deleteFlowState(id: string): Promise<boolean> {
      const rows = await db
        .delete(authFlowStates)
        .where(eq(authFlowStates.id, id))
        .returning({ id: authFlowStates.id });
      return rows.length === 1;
    },
  };
}

export type FlowStatesRepository = ReturnType<typeof createFlowStatesRepository>;
