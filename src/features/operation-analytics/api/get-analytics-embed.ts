import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { OrderParams } from '@/lib/production/route-params'
import { isAnalyticsEmbed } from '../model/embed-answer'

/** GET /operation-analytics/embed: where the dashboard of the order (or one roll) is. */
export const getAnalyticsEmbed = async (o: OrderParams, roll: number | null) =>
  expectShape(
    await api
      .get('operation-analytics/embed', {
        searchParams: {
          machineHashCode: o.machineHashCode,
          idOnMachine: o.idOnMachine,
          insertTimestamp: o.insertTimestamp,
          ...(roll === null ? {} : { roll }),
        },
      })
      .json(),
    isAnalyticsEmbed,
    'the analytics dashboard',
  )

export const analyticsEmbedQuery = (o: OrderParams, roll: number | null) =>
  queryOptions({
    queryKey: ['operation-analytics', o.machineHashCode, o.idOnMachine, o.insertTimestamp, roll] as const,
    queryFn: () => getAnalyticsEmbed(o, roll),
    // The address carries a one-minute ticket: fetched for each opening, never kept.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { persist: false },
  })
