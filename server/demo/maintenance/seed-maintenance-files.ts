/**
 * The demo maintenance files: step-by-step PDFs stored for the tasks (maintenance_tasks.file_id)
 * and photos stored for some done work orders (maintenance_event_images), through the storage
 * backend like an upload. Each task and photo gets its own stored file (a later replace or delete
 * touches only its own), but the bytes are made once per task and line (PDFs) or kind (photos).
 */
import type { DbOrTx } from '../../db/client'
import { maintenanceEventImages, storedFiles } from '../../db/schema'
import type { FileStorage } from '../../lib/storage'
import {
  type DemoLine,
  type InstructionTask,
  lineLabels,
  renderInstructions,
} from './seed-maintenance-instructions'
import { type DemoPhoto, demoPhoto } from './seed-maintenance-photos'

const rendered = new Map<string, Promise<Buffer> | null>()

export const isDemoLine = (line: string): line is DemoLine => line in lineLabels

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The step-by-step PDF of a task on a line, made once per process; null when the task has none. */
function instructionsOf(task: InstructionTask, line: DemoLine) {
  const key = `${task.name}|${line}`
  if (!rendered.has(key)) rendered.set(key, renderInstructions(task, line))
  return rendered.get(key) ?? null
}

/**
 * Stores a PDF for each (task, line) that has instructions; the answer lines up with the input:
 * the stored file's id, or null.
 */
export async function storeInstructions(
  tx: DbOrTx,
  storage: FileStorage,
  jobs: Array<{ task: InstructionTask; line: string }>,
  ownerUserId: number,
): Promise<Array<string | null>> {
  const made = await Promise.all(
    jobs.map(async ({ task, line }) => {
      const pdf = isDemoLine(line) ? instructionsOf(task, line) : null
      if (!pdf) return null
      const data = await pdf
      const stored = await storage.put(data)
      return {
        ownerUserId,
        fileName: `${slug(task.name)}-${slug(line)}.pdf`,
        mimeType: 'application/pdf',
        ...stored,
      }
    }),
  )
  const rows = made.filter((r) => r !== null)
  if (rows.length === 0) return made.map(() => null)
  const ids = await tx.insert(storedFiles).values(rows).returning({ id: storedFiles.id })
  let next = 0
  return made.map((r) => (r ? ids[next++].id : null))
}

export interface PhotoJob {
  eventId: number
  /** Who took them (the one who did the work) and when. */
  userId: number | null
  at: Date
  photos: DemoPhoto[]
  /** For the file names: the work order's day. */
  day: string
}

/** Stores the photos and links them to their work orders. */
export async function storePhotos(tx: DbOrTx, storage: FileStorage, jobs: PhotoJob[]): Promise<number> {
  const items = jobs.flatMap((job) => job.photos.map((kind, i) => ({ job, kind, i })))
  if (items.length === 0) return 0
  const stored = await Promise.all(items.map(({ kind }) => storage.put(demoPhoto(kind))))
  const files = await tx
    .insert(storedFiles)
    .values(
      items.map(({ job, i }, n) => ({
        ownerUserId: job.userId,
        fileName: `photo-${job.day}-${i + 1}.png`,
        mimeType: 'image/png',
        createdAt: new Date(job.at.getTime() + i * 60_000),
        ...stored[n],
      })),
    )
    .returning({ id: storedFiles.id })
  await tx.insert(maintenanceEventImages).values(
    items.map(({ job, i }, n) => ({
      eventId: job.eventId,
      fileId: files[n].id,
      createdBy: job.userId,
      // A minute apart, in the order taken (before and after).
      createdAt: new Date(job.at.getTime() + i * 60_000),
    })),
  )
  return items.length
}
