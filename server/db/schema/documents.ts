import { sql } from 'drizzle-orm'
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
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
    /** When the manual was added (seeded or uploaded). */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (t) => [index('documents_machine_idx').on(t.machineId, t.section)],
)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' })

/**
 * The text of every page of a manual, extracted with pdf.js when the manual is added, for the
 * search across manuals (Postgres full-text search). `config` is the text-search configuration of
 * the manual's language ('english', 'spanish', ...), so stemming follows the language.
 */
export const documentPages = pgTable(
  'document_pages',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    config: regconfig('config').notNull(),
    text: text('text').notNull(),
    tsv: tsvector('tsv').notNull().generatedAlwaysAs(sql`to_tsvector(config, text)`),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.page] }),
    index('document_pages_tsv_idx').using('gin', t.tsv),
  ],
)
