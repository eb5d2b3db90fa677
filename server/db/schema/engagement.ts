import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { storedFiles } from './files'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Bell notifications (spec 002 §2.9): new = created after the user's last bell click. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A message key the client translates, with its values. */
    message: text('message').notNull(),
    params: text('params'),
    href: text('href'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
)

export const supportMessages = pgTable('support_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  machineId: integer('machine_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
})

export const supportAttachments = pgTable('support_attachments', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .references(() => supportMessages.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => storedFiles.id),
})

/** Promotional campaigns (spec 001 §3): maintenance-2025-q1, next-prev-2025-q1, ... */
export const retargetingCampaigns = pgTable('retargeting_campaigns', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  isVisible: boolean('is_visible').notNull().default(true),
  isReminderEnabled: boolean('is_reminder_enabled').notNull().default(true),
  videoUrl: text('video_url'),
})

export const userRetargetings = pgTable(
  'user_retargetings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => retargetingCampaigns.id),
    isInterested: boolean('is_interested'),
    isReminderEnabled: boolean('is_reminder_enabled').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.campaignId] })],
)

/** Users who asked about the maintenance assistant without having it. */
export const maintenanceInterest = pgTable('maintenance_interest', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
})

/** POST /log/custom: navigation log (referer). */
export const clientLogs = pgTable('client_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  referer: text('referer').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
})
