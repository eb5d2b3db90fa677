/**
 * Generates and stores the demo manuals: every demo machine gets every section, the operation and
 * maintenance manuals in several languages (manual-content.ts). They go through addDocument like
 * an upload, so their pages are indexed for search by the same code.
 */
import { eq } from 'drizzle-orm'
import { documentSections } from '../../../src/contract/documents'
import type { Db } from '../../db/client'
import { machineLines, machineModels, machines } from '../../db/schema'
import type { FileStorage } from '../../lib/storage'
import { addDocument } from '../../services/documents/add-document'
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
    const facts = {
      name: machine.name,
      model: model.name,
      serialNumber: machine.serialNumber,
      line: line.name,
      decks: machine.maxNumDeck ?? 0,
      maxSpeed: machine.maxSpeed ?? 0,
    }
    for (const section of documentSections) {
      for (const language of manualLanguages(section, machine.serialNumber)) {
        const pdf = await renderManual({ machine: facts, section, language })
        await addDocument(db, storage, {
          machineId: machine.id,
          section,
          language,
          title: pdf.title,
          fileName: `${machine.serialNumber}-${section}-${language}.pdf`,
          data: pdf.data,
        })
        count++
      }
    }
  }
  return count
}
