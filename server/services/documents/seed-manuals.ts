/**
 * Generates and stores the demo manuals: every demo machine gets every section, the operational
 * and maintenance ones in English and Spanish.
 */
import { eq } from 'drizzle-orm'
import { documentSections } from '../../../src/contract/documents'
import type { Db } from '../../db/client'
import { documents, machineLines, machineModels, machines, storedFiles } from '../../db/schema'
import type { FileStorage } from '../../lib/storage'
import { manualLanguages } from './manual-content'
import { renderManual } from './manual-pdf'

export async function seedManuals(db: Db, storage: FileStorage) {
  const rows = await db
    .select({ machine: machines, model: machineModels, line: machineLines })
    .from(machines)
    .innerJoin(machineModels, eq(machineModels.id, machines.modelId))
    .innerJoin(machineLines, eq(machineLines.id, machineModels.lineId))
  let count = 0
  for (const { machine, model, line } of rows) {
    for (const section of documentSections) {
      for (const language of manualLanguages(section)) {
        const pdf = await renderManual({
          machineName: machine.name,
          serialNumber: machine.serialNumber,
          modelName: model.name,
          lineName: line.name,
          section,
          language,
        })
        const stored = await storage.put(pdf.data)
        const fileName = `${machine.serialNumber}-${section}-${language}.pdf`
        const [file] = await db
          .insert(storedFiles)
          .values({ fileName, mimeType: 'application/pdf', ...stored })
          .returning({ id: storedFiles.id })
        await db.insert(documents).values({
          machineId: machine.id,
          section,
          language,
          title: pdf.title,
          slug: `${section}-${language.toLowerCase()}`,
          pages: pdf.pages,
          fileId: file.id,
        })
        count++
      }
    }
  }
  return count
}
