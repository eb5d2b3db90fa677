import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isDocumentSearchHits } from '@/lib/documents/document-answers'
import { documentsKeys } from './documents-keys'

/** GET /documents/search: the best pages of all the user's manuals (or one machine's). */
export const searchDocuments = async (q: string, machine: string | null) =>
  expectShape(
    await api.get('documents/search', { searchParams: machine ? { q, machine } : { q } }).json(),
    isDocumentSearchHits,
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
