/**
 * Saving a manual for offline use: the whole PDF into the worker's document cache and its page
 * texts into IndexedDB (for search on the device), both or neither. Removing frees both. The
 * documents area saves one manual or a whole machine; maintenance's prepare shift saves the
 * manuals of the coming work orders' machines through the same functions, so both see one copy.
 */
import type { TechDocument } from '@/contract/documents'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isDocumentText } from '@/lib/documents/document-answers'
import { type DocumentTextRow, db } from './db'
import {
  documentFileUrl,
  offlineFileSize,
  removeOfflineDocument,
  saveDocumentOffline,
} from './document-cache'

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
      isDocumentText,
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

/** Whether a manual is whole on this device for this user: its file in the cache and its text. */
export async function isManualOffline(documentId: number, userId: number): Promise<boolean> {
  const [text, size] = await Promise.all([
    db.documentTexts.get(textKey(userId, documentId)),
    offlineFileSize(documentFileUrl(documentId), userId),
  ])
  return text !== undefined && size !== null
}

/** The page texts of the saved manuals, for the search on the device. */
export const loadSavedTexts = (userId: number) => db.documentTexts.where('userId').equals(userId).toArray()
