import { queryOptions } from '@tanstack/react-query'
import type { DocumentSearchHit } from '@/contract/documents'
import { api } from '@/lib/api/client'
import { expectShape, listOf } from '@/lib/api/guards'
import { documentsKeys } from './documents-keys'

const isHits = listOf<DocumentSearchHit>({ documentId: 'number', page: 'number', title: 'string' })

/** GET /documents/search: the best pages of all the user's manuals (or one machine's). */
export const searchDocuments = async (q: string, machine: string | null) =>
  expectShape(
    await api.get('documents/search', { searchParams: machine ? { q, machine } : { q } }).json(),
    isHits,
    'the search results',
  )

export const documentSearchQuery = (q: string, machine: string | null) =>
  queryOptions({
    queryKey: documentsKeys.search(q, machine),
    queryFn: () => searchDocuments(q, machine),
    // A search is asked for, not kept: nothing to show from the offline cache.
    meta: { persist: false },
    staleTime: 60_000,
  })
