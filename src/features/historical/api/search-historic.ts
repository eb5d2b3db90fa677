import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { HistoricRequest } from '@/contract/historic'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isHistoricResponse } from '../model/historic-answer'
import { historicalKeys } from './historical-keys'

/** POST /order/historic (spec 000 §7): one page of the filtered orders and the total. */
export const searchHistoric = async (body: HistoricRequest) =>
  expectShape(
    await api.post('order/historic', { json: body }).json(),
    isHistoricResponse,
    'the historical orders',
  )

export const historicSearchQuery = (body: HistoricRequest) =>
  queryOptions({
    queryKey: historicalKeys.search(body),
    queryFn: () => searchHistoric(body),
    // The page on screen stays while the next one loads, so paging does not flash an empty table.
    placeholderData: keepPreviousData,
  })

export const useHistoricSearch = (body: HistoricRequest) => useQuery(historicSearchQuery(body))
