/**
 * Prepare shift (issue 13): what a technician needs on the device for the coming days, and whether
 * the device still has it. Pure: the api layer (api/prepare-shift.ts) reads the kept work orders,
 * the caches and the server, and hands the facts to these functions.
 *
 * The coming work is every open work order of the user dated up to the last day of the window,
 * the outdated ones included (still to be done). It needs the step-by-step PDF of its task and
 * the manuals of its machine: every section, the sections written in several languages in the
 * user's language only (else English, else the first there is), as a technician reads one.
 */
import { type DocumentSection, multilingualSections } from '@/contract/document-sections'
import type { TechDocument } from '@/contract/documents'
import type { InstructionsFile, MaintenanceEventDetail } from '@/contract/maintenance'
import { dayNumber, dayOfNumber, EventState } from '@/contract/maintenance-rules'

/** How many days ahead a technician may prepare: the device keeps four weeks of work orders. */
export const SHIFT_DAYS = { min: 1, max: 28, default: 3 } as const

/** Manuals of every machine exist in English; the fallback when none is in the user's language. */
const ENGLISH = 'en_EN'

/**
 * The first day of the window: the plant's day of the last refresh, or the device's day when a
 * night passed offline since (the coming work must not stay yesterday's).
 */
export const shiftToday = (plantToday: string, deviceToday: string) =>
  deviceToday > plantToday ? deviceToday : plantToday

/** The last day of a window of `days` days starting today. */
export function shiftLastDay(today: string, days: number): string {
  return dayOfNumber((dayNumber(today) ?? 0) + Math.max(1, days) - 1)
}

/** The open work orders up to the window's last day (outdated ones too), soonest first. */
export function comingWorkOrders(
  events: MaintenanceEventDetail[],
  today: string,
  days: number,
): MaintenanceEventDetail[] {
  const last = shiftLastDay(today, days)
  return events
    .filter((e) => (e.state === EventState.created || e.state === EventState.postponed) && e.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
}

export interface StepFile extends InstructionsFile {
  /** The tasks whose work orders use it (one PDF can serve several work orders). */
  taskNames: string[]
}

/** The step-by-step PDFs the coming work needs, each once. */
export function stepFiles(events: MaintenanceEventDetail[]): StepFile[] {
  const byUrl = new Map<string, StepFile>()
  for (const event of events) {
    if (!event.instructions) continue
    const known = byUrl.get(event.instructions.url)
    if (!known) byUrl.set(event.instructions.url, { ...event.instructions, taskNames: [event.taskName] })
    else if (!known.taskNames.includes(event.taskName)) known.taskNames.push(event.taskName)
  }
  return [...byUrl.values()]
}

/** The machines of the coming work, each once, in the order they first come. */
export function comingMachines(events: MaintenanceEventDetail[]): Array<{ id: number; name: string }> {
  const seen = new Map<number, string>()
  for (const event of events) {
    if (event.machineId !== null && !seen.has(event.machineId)) {
      seen.set(event.machineId, event.machineName ?? String(event.machineId))
    }
  }
  return [...seen].map(([id, name]) => ({ id, name }))
}

/** The manuals of a machine a technician takes along (see the file's comment). */
export function manualsToKeep(documents: TechDocument[], language: string): TechDocument[] {
  const bySection = new Map<DocumentSection, TechDocument[]>()
  for (const doc of documents) bySection.set(doc.section, [...(bySection.get(doc.section) ?? []), doc])
  const keep: TechDocument[] = []
  for (const [section, docs] of bySection) {
    if (!multilingualSections.includes(section)) {
      keep.push(...docs)
      continue
    }
    const pick =
      docs.find((d) => d.language === language) ?? docs.find((d) => d.language === ENGLISH) ?? docs[0]
    if (pick) keep.push(pick)
  }
  return keep
}

/** Something the coming work needs that the device does not have. */
export type MissingItem =
  | { kind: 'workOrders' }
  | { kind: 'steps'; fileName: string; taskNames: string[] }
  | { kind: 'machine'; machineName: string }
  | { kind: 'manual'; title: string; machineName: string }

export interface ShiftReadiness {
  ready: boolean
  workOrders: number
  /** Files the coming work needs and their total size (step PDFs and manuals). */
  files: number
  bytes: number
  missing: MissingItem[]
}

/** What the device has, as the api layer found it. */
export interface ShiftFacts {
  /** The work orders are kept on the device (at least one refresh). */
  workOrdersKept: boolean
  coming: MaintenanceEventDetail[]
  hasStepFile: (url: string) => boolean
  /** The manuals prepare shift chose for a machine (undefined: the machine was not prepared). */
  plannedManuals: (machineId: number) => Array<{ id: number; title: string; size: number }> | undefined
  hasManual: (documentId: number) => boolean
}

/** Ready offline only while everything the coming work needs is on the device; else what is missing. */
export function shiftReadiness(facts: ShiftFacts): ShiftReadiness {
  const missing: MissingItem[] = []
  if (!facts.workOrdersKept) missing.push({ kind: 'workOrders' })
  let files = 0
  let bytes = 0
  for (const file of stepFiles(facts.coming)) {
    files++
    bytes += file.size
    if (!facts.hasStepFile(file.url)) {
      missing.push({ kind: 'steps', fileName: file.fileName, taskNames: file.taskNames })
    }
  }
  for (const machine of comingMachines(facts.coming)) {
    const manuals = facts.plannedManuals(machine.id)
    if (!manuals) {
      missing.push({ kind: 'machine', machineName: machine.name })
      continue
    }
    for (const manual of manuals) {
      files++
      bytes += manual.size
      if (!facts.hasManual(manual.id)) {
        missing.push({ kind: 'manual', title: manual.title, machineName: machine.name })
      }
    }
  }
  return { ready: missing.length === 0, workOrders: facts.coming.length, files, bytes, missing }
}
