import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/** Uploaded and generated files; bytes live in the storage backend (DATA_DIR/files or S3) under storageKey. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: integer('owner_user_id').references(() => users.id),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
