import { createFileRoute } from '@tanstack/react-router'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { parseDocumentsSearch } from '@/features/documents/model/search-params'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

/** A machine's documents; the section routes below render the page. */
export const Route = createFileRoute('/_auth/documents/$machineSN')({
  validateSearch: tolerantSearch(parseDocumentsSearch),
  // The machine's manuals, asked beside the code (the same rule as the area's machines).
  loader: ({ context, params }) => {
    prefetchInLoader(
      context,
      () => import('@/features/documents/api/prefetch-screens'),
      (m, client, session) => m.prefetchMachineDocuments(client, session, params.machineSN),
    )
  },
})
