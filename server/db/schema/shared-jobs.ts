import { integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companies } from './accounts'

export const sharedCustomers = pgTable(
  'shared_customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    isShared: smallint('is_shared').notNull().default(1),
  },
  (t) => [uniqueIndex('shared_customers_name_key').on(t.companyId, t.name)],
)

export const sharedJobs = pgTable(
  'shared_jobs',
  {
    id: serial('id').primaryKey(),
    sharedCustomerId: integer('shared_customer_id')
      .notNull()
      .references(() => sharedCustomers.id),
    reference: text('reference').notNull(),
    isShared: smallint('is_shared').notNull().default(1),
  },
  (t) => [uniqueIndex('shared_jobs_reference_key').on(t.sharedCustomerId, t.reference)],
)

/** The recipe of a shared job: {alias, value} rows (spec 002 §3.1). */
export const sharedJobTags = pgTable(
  'shared_job_tags',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => sharedJobs.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.alias] })],
)
