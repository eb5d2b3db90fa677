import { createFileRoute } from '@tanstack/react-router'
import { parseDocumentsSearch } from '@/features/documents/model/search-params'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

/** A machine's documents; the section routes below render the page. */
export const Route = createFileRoute('/_auth/documents/$machineSN')({
  validateSearch: tolerantSearch(parseDocumentsSearch),
})
