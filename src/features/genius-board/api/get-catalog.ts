import { queryOptions, useQuery } from '@tanstack/react-query'
import { boardCatalogSchema } from '@/contract/genius-board'
import { api } from '@/lib/api/client'
import { geniusBoardKeys } from './genius-board-keys'

/** GET /genius-board/catalog: the user's machines with their setup, and what the form offers for them. */
export const getCatalog = async () => boardCatalogSchema.parse(await api.get('genius-board/catalog').json())

export const catalogQuery = () =>
  queryOptions({
    queryKey: geniusBoardKeys.catalog(),
    queryFn: getCatalog,
    // Plant lists that change seldom; kept (and persisted) for the form offline.
    staleTime: 5 * 60_000,
  })

export const useCatalog = () => useQuery(catalogQuery())
