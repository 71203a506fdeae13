import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { devMailbox } from '../db/schema';

export type MailboxRow = typeof devMailbox.$inferSelect;

/** The one writer of `dev_mailbox`: what the API would have sent by e-mail or SMS, outside production. */
export function createMailboxRepository(db: Database) {
  return {
    async addMail(row: typeof devMailbox.$inferInsert): Promise<void> {
      await db.insert(devMailbox).values(row);
    },

    async mailbox(to: string | undefined, limit: number): Promise<MailboxRow[]> {
      const query = db.select().from(devMailbox);
      return (to ? query.where(eq(devMailbox.toAddress, to)) : query).orderBy(desc(devMailbox.createdAt)).limit(limit);
    },
  };
}

export type MailboxRepository = ReturnType<typeof createMailboxRepository>;
