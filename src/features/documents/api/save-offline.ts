/**
 * Saving a manual for offline use: the whole PDF into the worker's document cache and its page
 * texts into IndexedDB (for search on the device), both or neither. Removing frees both.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import type { DocumentText, TechDocument } from '@/contract/documents'
import { api } from '@/lib/api/client'
import { expectShape, hasFields } from '@/lib/api/guards'
import { type DocumentTextRow, db } from '@/offline/db'
import { listOfflineDocuments, removeOfflineDocument, saveDocumentOffline } from '@/offline/document-cache'
import type { SavedCopy } from '../model/saved-state'

const isText = (v: unknown): v is DocumentText =>
  hasFields(v, { id: 'number' }) && Array.isArray((v as DocumentText).pages)

const textKey = (userId: number, documentId: number) => `${userId}:${documentId}`

export interface SaveProgress {
  received: number
  total: number | null
}

export async function saveManualOffline(
  doc: TechDocument,
  machineName: string,
  auth: { token: string; userId: number },
  onProgress?: (p: SaveProgress) => void,
): Promise<void> {
  const file = await saveDocumentOffline(doc.id, auth, {
    onProgress: (received, total) => onProgress?.({ received, total }),
  })
  try {
    const text = expectShape(
      await api.get(`documents/files/${doc.id}/text`).json(),
      isText,
      'the manual text',
    )
    const row: DocumentTextRow = {
      key: textKey(auth.userId, doc.id),
      userId: auth.userId,
      documentId: doc.id,
      machineSerialNumber: doc.machineSerialNumber,
      machineName,
      section: doc.section,
      language: doc.language,
      title: doc.title,
      pages: text.pages,
      size: file.size,
      savedAt: file.savedAt ?? Date.now(),
    }
    await db.documentTexts.put(row)
  } catch (err) {
    // Without its text the copy is not whole: take the file back out.
    await removeOfflineDocument(doc.id, auth.userId)
    throw err
  }
}

export async function removeManualOffline(documentId: number, userId: number): Promise<void> {
  await Promise.all([
    removeOfflineDocument(documentId, userId),
    db.documentTexts.delete(textKey(userId, documentId)),
  ])
}

export type SavedManual = Omit<DocumentTextRow, 'pages'> & { pages: number }

/**
 * The manuals this user saved on the device, by document id: the text rows whose file is in the
 * cache (a file without its text, or a text without its file, is not a saved manual).
 */
export function useSavedManuals(userId: number): {
  copies: Map<number, SavedCopy>
  manuals: SavedManual[]
  ready: boolean
} {
  const rows = useLiveQuery(
    () =>
      db.documentTexts
        .where('userId')
        .equals(userId)
        .toArray((list) => list.map(({ pages, ...rest }) => ({ ...rest, pages: pages.length }))),
    [userId],
  )
  const [files, setFiles] = useState<Map<number, number> | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cache is read again whenever the saved rows change
  useEffect(() => {
    let live = true
    void listOfflineDocuments(userId).then((list) => {
      if (live) setFiles(new Map(list.map((f) => [f.id, f.size])))
    })
    return () => {
      live = false
    }
  }, [userId, rows])
  const copies = new Map<number, SavedCopy>()
  const manuals: SavedManual[] = []
  for (const row of rows ?? []) {
    const size = files?.get(row.documentId)
    if (size === undefined) continue
    copies.set(row.documentId, { size, savedAt: row.savedAt, hasText: true })
    manuals.push(row)
  }
  return { copies, manuals, ready: rows !== undefined && files !== null }
}

/** The page texts of the saved manuals, for the search on the device. */
export const loadSavedTexts = (userId: number) => db.documentTexts.where('userId').equals(userId).toArray()
