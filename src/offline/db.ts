/**
 * The one Dexie (IndexedDB) database of the PWA. Each area adds its tables here with a new
 * version; a version bump keeps old tables unless a store is set to null. It lives in the offline
 * layer, beside the outbox and the persister whose rows it stores, so that shared lib/ code never
 * imports offline/ (the boundaries check, docs/decisions/011).
 *
 * - session: one row under key 'current' holding the signed-in session (token, user, user
 *   configuration, company). IndexedDB rather than cookies so the service worker can read the
 *   token to flush the outbox.
 * - outbox (v2): queued writes, one row per command (src/offline/outbox/outbox.ts explains the
 *   model); outboxBlobs: the bytes of the files those commands upload.
 * - queryCache (v2): the persisted TanStack Query cache, one row per user (src/offline/query-persister.ts).
 * - workOrders (v4): the work orders a user's device keeps for a shift offline, whole (key
 *   [userId+id]); workOrderSync: per user, the server's cursor and when they were last refreshed
 *   (features/maintenance/api/work-order-store.ts).
 * - shiftPlans (v5): per user, the last "prepare shift": how many days and which manuals of which
 *   machines it saved, for the "ready offline" check (features/maintenance/api/prepare-shift.ts).
 *   v5 also drops the work-order cursors so the next refresh is whole: the step-by-step PDFs
 *   gained their size, which work orders kept before did not carry.
 */
import Dexie, { type EntityTable } from 'dexie'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import type { Session } from '@/contract/session'
import type { OutboxBlob, OutboxCommand } from './outbox/types'

export interface SessionRow {
  key: 'current'
  session: Session
  savedAt: number
}

/** The persisted query cache of one user: key `<persister key>:<userId>`, value the serialized client. */
export interface QueryCacheRow {
  key: string
  userId: number
  value: string
  savedAt: number
}

/**
 * The text of a manual saved for offline use, page by page, with what the lists and the search on
 * the device show about it (key `<userId>:<documentId>`). Written with the file, removed with it.
 */
export interface DocumentTextRow {
  key: string
  userId: number
  documentId: number
  machineSerialNumber: string
  machineName: string
  section: string
  language: string
  title: string
  pages: string[]
  size: number
  savedAt: number
}

/** A work order kept on the device for its user. */
export interface WorkOrderRow {
  userId: number
  id: number
  event: MaintenanceEventDetail
}

/** Where a user's kept work orders stand: the server's cursor, its plant day, when refreshed. */
export interface WorkOrderSyncRow {
  userId: number
  cursor: string
  today: string
  refreshedAt: number
}

/** A manual prepare shift saved for a machine: what the "ready offline" check looks for. */
export interface ShiftManualRef {
  id: number
  title: string
  section: string
  language: string
  size: number
}

/** The last prepare shift of a user. */
export interface ShiftPlanRow {
  userId: number
  days: number
  preparedAt: number
  machines: Array<{ machineId: number; machineName: string; manuals: ShiftManualRef[] }>
}

export type PortalDb = Dexie & {
  session: EntityTable<SessionRow, 'key'>
  outbox: EntityTable<OutboxCommand, 'id'>
  outboxBlobs: EntityTable<OutboxBlob, 'id'>
  queryCache: EntityTable<QueryCacheRow, 'key'>
  documentTexts: EntityTable<DocumentTextRow, 'key'>
  workOrders: Dexie.Table<WorkOrderRow, [number, number]>
  workOrderSync: EntityTable<WorkOrderSyncRow, 'userId'>
  shiftPlans: EntityTable<ShiftPlanRow, 'userId'>
}

export const db = new Dexie('plant-portal') as PortalDb

db.version(1).stores({
  session: 'key',
})

db.version(2).stores({
  outbox: 'id, userId, scope, seq, [userId+seq]',
  outboxBlobs: 'id, commandId',
  queryCache: 'key, userId',
})

db.version(3).stores({
  documentTexts: 'key, userId, documentId',
})

db.version(4).stores({
  workOrders: '[userId+id], userId',
  workOrderSync: 'userId',
})

db.version(5)
  .stores({ shiftPlans: 'userId' })
  .upgrade((tx) => tx.table('workOrderSync').clear())
