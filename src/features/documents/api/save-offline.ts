/**
 * The manuals saved on this device, as the documents area shows them. Saving and removing one is
 * shared with maintenance's prepare shift: src/offline/manuals.ts.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { type DocumentTextRow, db } from '@/offline/db'
import { listOfflineDocuments } from '@/offline/document-cache'
import type { SavedCopy } from '../model/saved-state'

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
