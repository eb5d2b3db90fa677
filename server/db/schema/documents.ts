import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core'
import { storedFiles } from './files'
import { machines } from './plant'

/** Technical documents per machine, section and language (spec 001 §2.4). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    section: text('section', {
      enum: ['operational', 'maintenance', 'electrical', 'mechanical', 'subassemblies'],
    }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    pages: integer('pages').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (t) => [index('documents_machine_idx').on(t.machineId, t.section)],
)
