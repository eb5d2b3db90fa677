import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { FeatureFlags, Preference } from '../../../src/contract/session'
import { machineLines, machines, plants } from './plant'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** companyServices of the session (service name, isEnabled). */
  services: jsonb('services').$type<{ name: string; isEnabled: boolean }[]>().notNull().default([]),
  termsUrl: text('terms_url'),
  createdAt: ts('created_at').notNull().defaultNow(),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    plantId: integer('plant_id').references(() => plants.id),
    email: text('email').notNull(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    language: text('language').notNull().default('es_ES'),
    maintenanceLanguage: text('maintenance_language').notNull().default('es_ES'),
    technicalLanguage: text('technical_language').notNull().default('es_ES'),
    hasDarkMode: boolean('has_dark_mode').notNull().default(true),
    hasAcceptedTos: boolean('has_accepted_tos').notNull().default(false),
    tosAcceptedAt: ts('tos_accepted_at'),
    /** Preference codes (USER_GLOBALUNITSYSTEM_*, SEPARATOR_*...). Unit preferences derive from them. */
    userPreferences: text('user_preferences').array().notNull().default(sql`'{}'::text[]`),
    preferences: jsonb('preferences').$type<Preference[]>().notNull().default([]),
    featureFlags: jsonb('feature_flags').$type<Partial<FeatureFlags>>().notNull().default({}),
    notificationEmail: boolean('notification_email').notNull().default(true),
    /** Where notices and report mails go; null: the account's e-mail (spec 002 §7.5, ADR 022). */
    notificationAddress: text('notification_address'),
    bellClickedAt: ts('bell_clicked_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(t.username),
  ],
)

export const userMachines = pgTable(
  'user_machines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.machineId] }),
    index('user_machines_machine_idx').on(t.machineId),
  ],
)

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** Single-use tokens: password reset links and handoffs to the external ordering site. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'ordering_handoff'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash)],
)

/** Company API keys (spec 002 §3.4). The secret is random and high-entropy: stored as SHA-256. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    clientId: text('client_id').notNull(),
    alias: text('alias').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_client_id_key').on(t.clientId),
    index('api_keys_company_idx').on(t.companyId),
  ],
)

/**
 * Tokens for line-side display screens (read-only plant status), created by ROLE_ADMIN for the
 * plant or one machine line (null = the whole plant). Only the token's SHA-256 is stored.
 */
export const displayTokens = pgTable(
  'display_tokens',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    machineLineId: integer('machine_line_id').references(() => machineLines.id),
    label: text('label').notNull(),
    /** The screen's interface language (issue 31): a display has no user to take it from. */
    language: text('language').notNull().default('es_ES'),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    /** The screen's last read, written at most once a minute (server/services/display/status.ts). */
    lastSeenAt: ts('last_seen_at'),
  },
  (t) => [index('display_tokens_plant_idx').on(t.plantId)],
)

/**
 * Idempotency keys of writes. owner is 'u:<userId>' or 'k:<apiKeyId>'. A row is inserted as
 * 'running' before the write, and its response stored in the same transaction as the effect.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['running', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key').on(t.owner, t.key),
    index('idempotency_created_idx').on(t.createdAt),
  ],
)
