/**
 * Prepare shift (issue 13): one action puts on the device what the coming days' work needs (the
 * work orders, their step-by-step PDFs, the manuals of their machines) and a check says whether
 * it is all still there. The files go where the rest of the app keeps them: the step PDFs into the
 * worker's document cache (`saveFileOffline`), the manuals through the documents area's saving
 * (`saveManualOffline`), so a manual prepared here shows as saved there and the other way round.
 */
import type { TechDocument } from '@/contract/documents'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { getDocumentMachines, getMachineDocuments } from '@/lib/documents/machine-manuals'
import { plantDay } from '@/lib/format/date'
import { db, type ShiftPlanRow } from '@/offline/db'
import { offlineFileSize, saveFileOffline } from '@/offline/document-cache'
import { isManualOffline, saveManualOffline } from '@/offline/manuals'
import { freeSpace } from '@/offline/storage'
import {
  comingMachines,
  comingWorkOrders,
  manualsToKeep,
  type ShiftReadiness,
  type StepFile,
  shiftReadiness,
  shiftToday,
  stepFiles,
} from '../model/shift-plan'
import { absoluteUrl } from './get-file'
import { keptWorkOrders, refreshWorkOrders } from './work-order-store'

/** The plant's today by this device's clock (the kept sync's today may be days old). */
const deviceToday = () => plantDay()

/** One file to bring onto the device. */
export type ShiftDownload =
  | { kind: 'steps'; file: StepFile; size: number }
  | { kind: 'manual'; doc: TechDocument; machineName: string; size: number }

export interface ShiftPlan {
  days: number
  coming: MaintenanceEventDetail[]
  machines: ShiftPlanRow['machines']
  /** What the coming work needs, and the part of it the device lacks. */
  files: number
  bytes: number
  downloads: ShiftDownload[]
  missingBytes: number
  /** Free space for this site (null when the browser does not say). */
  free: number | null
}

/**
 * What preparing `days` days takes (online): the work orders refreshed first, then the manuals the
 * coming work's machines have; nothing is downloaded yet.
 */
export async function planShift(userId: number, days: number): Promise<ShiftPlan> {
  await refreshWorkOrders(userId)
  const kept = await keptWorkOrders(userId)
  const coming = kept ? comingWorkOrders(kept.events, shiftToday(kept.sync.today, deviceToday()), days) : []
  const needed = comingMachines(coming)
  const withManuals = needed.length > 0 ? await getDocumentMachines() : []
  const machines: ShiftPlanRow['machines'] = []
  const downloads: ShiftDownload[] = []
  let files = 0
  let bytes = 0
  for (const file of stepFiles(coming)) {
    files++
    bytes += file.size
    if ((await offlineFileSize(absoluteUrl(file.url), userId)) === null) {
      downloads.push({ kind: 'steps', file, size: file.size })
    }
  }
  // The machines' document lists side by side: one round trip on a slow network, not one per machine.
  const answers = await Promise.all(
    needed.map((machine) => {
      const serialNumber = withManuals.find((m) => m.id === machine.id)?.serialNumber
      return serialNumber ? getMachineDocuments(serialNumber) : null
    }),
  )
  for (const [index, machine] of needed.entries()) {
    const answer = answers[index] ?? null
    const language = answer?.languages.find((l) => l.selected)?.driveId ?? ''
    const manuals = answer ? manualsToKeep(answer.documents, language) : []
    machines.push({
      machineId: machine.id,
      machineName: machine.name,
      manuals: manuals.map(({ id, title, section, language, size }) => ({
        id,
        title,
        section,
        language,
        size,
      })),
    })
    for (const doc of manuals) {
      files++
      bytes += doc.size
      if (!(await isManualOffline(doc.id, userId))) {
        downloads.push({ kind: 'manual', doc, machineName: machine.name, size: doc.size })
      }
    }
  }
  const missingBytes = downloads.reduce((sum, d) => sum + d.size, 0)
  return { days, coming, machines, files, bytes, downloads, missingBytes, free: await freeSpace() }
}

export interface ShiftProgress {
  /** Files done, and bytes received of the whole preparation. */
  done: number
  received: number
  current: ShiftDownload | null
}

export interface ShiftResult {
  failed: Array<{ download: ShiftDownload; message: string }>
}

/**
 * Downloads what the plan lacks, one file after the other. The plan is recorded first, so a
 * preparation cut short leaves a readiness check that names what did not arrive; a file that
 * fails does not stop the others.
 */
export async function runShiftPreparation(
  plan: ShiftPlan,
  auth: { token: string; userId: number },
  onProgress: (progress: ShiftProgress) => void,
  signal?: AbortSignal,
): Promise<ShiftResult> {
  await db.shiftPlans.put({
    userId: auth.userId,
    days: plan.days,
    preparedAt: Date.now(),
    machines: plan.machines,
  })
  const failed: ShiftResult['failed'] = []
  let done = 0
  let before = 0
  for (const download of plan.downloads) {
    if (signal?.aborted) break
    const report = (received: number) =>
      onProgress({ done, received: before + Math.min(received, download.size), current: download })
    report(0)
    try {
      if (download.kind === 'steps') {
        await saveFileOffline(absoluteUrl(download.file.url), auth, {
          onProgress: (received) => report(received),
          signal,
        })
      } else {
        await saveManualOffline(download.doc, download.machineName, auth, (p) => report(p.received))
      }
    } catch (error) {
      failed.push({ download, message: error instanceof Error ? error.message : String(error) })
    }
    done++
    before += download.size
    onProgress({ done, received: before, current: null })
  }
  return { failed }
}

export type ShiftCheck = ShiftReadiness & { days: number; preparedAt: number }

/**
 * Whether the device is still ready for the prepared days (null: never prepared): the work orders
 * kept now (a work order that arrived since counts), each step PDF and each planned manual still in
 * place. Works offline: it reads only the device.
 */
export async function checkShiftReadiness(userId: number): Promise<ShiftCheck | null> {
  const plan = await db.shiftPlans.get(userId)
  if (!plan) return null
  const kept = await keptWorkOrders(userId)
  const coming = kept
    ? comingWorkOrders(kept.events, shiftToday(kept.sync.today, deviceToday()), plan.days)
    : []
  const steps = new Set<string>()
  for (const file of stepFiles(coming)) {
    if ((await offlineFileSize(absoluteUrl(file.url), userId)) !== null) steps.add(file.url)
  }
  const manuals = new Set<number>()
  for (const machine of plan.machines) {
    for (const manual of machine.manuals) {
      if (await isManualOffline(manual.id, userId)) manuals.add(manual.id)
    }
  }
  const readiness = shiftReadiness({
    workOrdersKept: kept !== null,
    coming,
    hasStepFile: (url) => steps.has(url),
    plannedManuals: (machineId) => plan.machines.find((m) => m.machineId === machineId)?.manuals,
    hasManual: (id) => manuals.has(id),
  })
  return { ...readiness, days: plan.days, preparedAt: plan.preparedAt }
}
