/**
 * A work order for tests: an open weekly cleaning of Flexo 1 due 2026-11-24, operator 7, whole (as
 * its detail); a test overrides what it is about.
 */
import type { MaintenanceEventDetail } from '@/contract/maintenance'

export const FIXTURE_DAY = '2026-11-24'

export const workOrder = (patch: Partial<MaintenanceEventDetail> = {}): MaintenanceEventDetail => ({
  id: 1,
  taskId: 1,
  taskName: 'Clean anilox',
  type: 'clean',
  condition: 'stopped',
  frequency: 'weekly',
  risk: 3,
  machineId: 1,
  machineName: 'Flexo 1',
  assetId: null,
  assetName: null,
  operatorUserId: 7,
  operatorName: 'Op',
  state: 1,
  displayState: 1,
  date: FIXTURE_DAY,
  originalDate: FIXTURE_DAY,
  postponeCount: 0,
  durationMinutes: null,
  notes: null,
  version: 1,
  hasInstructions: false,
  customer: null,
  job: { name: null, reference: null, grammage: null, thickness: null, width: null, material: null },
  description: null,
  reason: null,
  provider: null,
  plannedMinutes: 30,
  instructions: null,
  images: [],
  history: [],
  doneAt: null,
  doneByName: null,
  maxSpanDays: 30,
  procedure: null,
  answers: [],
  ...patch,
})
