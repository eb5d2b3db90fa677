import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { DocumentSection, TechDocument } from '../../../src/contract/documents'
import type { Db } from '../../db/client'
import { documents, machineLines, machineModels, machines, storedFiles } from '../../db/schema'

export async function listDocumentMachines(db: Db, machineIds: number[]) {
  if (machineIds.length === 0) return []
  const rows = await db
    .select({
      id: machines.id,
      name: machines.name,
      serialNumber: machines.serialNumber,
      machineLineName: machineLines.name,
      machineModelName: machineModels.name,
      machineModelImage: machineModels.image,
      documentCount: count(documents.id),
    })
    .from(machines)
    .innerJoin(machineModels, eq(machineModels.id, machines.modelId))
    .innerJoin(machineLines, eq(machineLines.id, machineModels.lineId))
    .leftJoin(documents, eq(documents.machineId, machines.id))
    .where(inArray(machines.id, machineIds))
    .groupBy(machines.id, machineLines.name, machineModels.name, machineModels.image)
    .orderBy(asc(machines.sortOrder), asc(machines.name), asc(machines.id))
  return rows
}

export async function findMachineBySerial(db: Db, serialNumber: string) {
  const [row] = await db.select().from(machines).where(eq(machines.serialNumber, serialNumber)).limit(1)
  return row ?? null
}

export async function listMachineDocuments(
  db: Db,
  machine: { id: number; serialNumber: string },
  filter: { section?: DocumentSection; language?: string },
): Promise<TechDocument[]> {
  const rows = await db
    .select({ doc: documents, size: storedFiles.size })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(
      and(
        eq(documents.machineId, machine.id),
        filter.section ? eq(documents.section, filter.section) : undefined,
        filter.language ? eq(documents.language, filter.language) : undefined,
      ),
    )
    .orderBy(asc(documents.section), asc(documents.language))
  return rows.map(({ doc, size }) => ({
    id: doc.id,
    machineSerialNumber: machine.serialNumber,
    section: doc.section,
    language: doc.language,
    title: doc.title,
    slug: doc.slug,
    pages: doc.pages,
    size,
    url: `/api/documents/files/${doc.id}`,
  }))
}

export async function findDocumentFile(db: Db, documentId: number) {
  const [row] = await db
    .select({ doc: documents, file: storedFiles })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(eq(documents.id, documentId))
    .limit(1)
  return row ?? null
}
