/**
 * Whether a manual is available offline. Only a whole file counts: the saved copy must have the
 * manual's size (a download cut short, or an older version of the file, is not "saved"), and its
 * text must be there for the search on the device.
 */
import type { TechDocument } from '@/contract/documents'

export type SavedState =
  | { kind: 'saved'; size: number; savedAt: number | null }
  /** A copy exists but is not this file (changed on the server, or cut short): save again. */
  | { kind: 'outdated'; size: number }
  | { kind: 'saving'; received: number; total: number | null }
  | { kind: 'not-saved' }

export interface SavedCopy {
  size: number
  savedAt: number | null
  /** Whether the page texts were kept with the file. */
  hasText: boolean
}

export function savedState(
  doc: Pick<TechDocument, 'size'>,
  copy: SavedCopy | undefined,
  progress?: { received: number; total: number | null },
): SavedState {
  if (progress) return { kind: 'saving', ...progress }
  if (!copy) return { kind: 'not-saved' }
  if (copy.size !== doc.size || !copy.hasText) return { kind: 'outdated', size: copy.size }
  return { kind: 'saved', size: copy.size, savedAt: copy.savedAt }
}

/** Saving progress as a percentage (0 when the total is unknown). */
export function progressPercent(received: number, total: number | null): number {
  if (!total) return 0
  return Math.min(100, Math.round((received / total) * 100))
}

/** A machine's saved manuals and the bytes they take, and what remains to save. */
export function machineSavedSummary(
  docs: Array<Pick<TechDocument, 'id' | 'size'>>,
  copies: Map<number, SavedCopy>,
) {
  let saved = 0
  let bytes = 0
  let missingBytes = 0
  for (const doc of docs) {
    const state = savedState(doc, copies.get(doc.id))
    if (state.kind === 'saved') {
      saved++
      bytes += state.size
    } else missingBytes += doc.size
  }
  return { saved, total: docs.length, bytes, missingBytes }
}
