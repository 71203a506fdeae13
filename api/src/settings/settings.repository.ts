import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { systemSettings, type SystemSettingsRow } from './settings.schema';

/** The only writer of `system_settings`. */
export function createSettingsRepository(db: Database) {
  return {
    async read(): Promise<SystemSettingsRow | undefined> {
      const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
      return row;
    },

    async save(row: Omit<SystemSettingsRow, 'id'>): Promise<SystemSettingsRow> {
      const [saved] = await db
        .insert(systemSettings)
        .values({ id: 1, ...row })
        .onConflictDoUpdate({ target: systemSettings.id, set: row })
        .returning();
      return saved!;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
