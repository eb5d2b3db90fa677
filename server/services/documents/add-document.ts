/**
 * Adding a manual: the file is checked (a readable PDF), stored, and its page texts indexed for the
 * search across manuals, all in one transaction so a manual is never listed without its index.
 * Used by the admin upload and by the demo seed.
 */
import type { DocumentSection } from '../../../src/contract/documents'
import type { Db, DbOrTx } from '../../db/client'
import { documentPages, documents, storedFiles } from '../../db/schema'
import type { FileStorage } from '../../lib/storage'
import { extractPdfText, type PdfText } from './extract-text'
import { searchConfig } from './search-config'

export interface NewDocument {
  machineId: number
  section: DocumentSection
  language: string
  /** Falls back to the PDF's own title, then to the file name. */
  title?: string
  fileName: string
  data: Buffer
  now?: Date
}

/** Reads the PDF's text; a file pdf.js cannot open is a PdfReadError (a 400 for an upload). */
export const readManual = (data: Buffer) => extractPdfText(data)

/** Stores the file and inserts the manual and its page index, inside the caller's transaction. */
export async function storeManual(tx: DbOrTx, storage: FileStorage, input: NewDocument, text: PdfText) {
  const title = input.title?.trim() || text.title || input.fileName.replace(/\.pdf$/i, '')
  const stored = await storage.put(input.data)
  try {
    const [file] = await tx
      .insert(storedFiles)
      .values({ fileName: input.fileName, mimeType: 'application/pdf', ...stored })
      .returning({ id: storedFiles.id })
    const [doc] = await tx
      .insert(documents)
      .values({
        machineId: input.machineId,
        section: input.section,
        language: input.language,
        title,
        slug: `${input.section}-${input.language.toLowerCase()}`,
        pages: text.pages.length,
        fileId: file.id,
        ...(input.now ? { addedAt: input.now } : {}),
      })
      .returning()
    const config = searchConfig(input.language)
    const rows = text.pages.map((pageText, i) => ({
      documentId: doc.id,
      page: i + 1,
      config,
      text: pageText,
    }))
    // Inserted in slices: a 500-page manual stays well under the bind-parameter limit.
    for (let i = 0; i < rows.length; i += 200) await tx.insert(documentPages).values(rows.slice(i, i + 200))
    return { document: doc, size: stored.size }
  } catch (err) {
    await storage.remove(stored.storageKey)
    throw err
  }
}

export async function addDocument(db: Db, storage: FileStorage, input: NewDocument) {
  const text = await readManual(input.data)
  return db.transaction((tx) => storeManual(tx, storage, input, text))
}
