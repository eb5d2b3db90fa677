import { queryOptions, useQuery } from '@tanstack/react-query'
import { availableDatesSchema } from '@/contract/statistics'
import { api } from '@/lib/api/client'
import { plantDay } from '@/lib/format/date'
import { statisticsKeys } from './statistics-keys'

export interface AvailableDays {
  /** The first and last day with data (yyyy-MM-dd, the plant's calendar), or null without data. */
  first: string | null
  last: string | null
  /** The last day before today with production: what the screens open on (issue 32). */
  lastFullDay: string | null
}

const day = (seconds: number | null) => (seconds === null ? null : plantDay(seconds * 1000))

/** POST /traceability-available-dates: the days the date pickers offer for these machines. */
export const availableDaysQuery = (machineIds: readonly number[]) =>
  queryOptions({
    queryKey: statisticsKeys.availableDates(machineIds),
    queryFn: async (): Promise<AvailableDays> => {
      const answer = availableDatesSchema.parse(
        await api.post('traceability-available-dates', { json: { machineIds } }).json(),
      )
      return { first: day(answer.dateStart), last: day(answer.dateFinish), lastFullDay: answer.lastFullDay }
    },
    staleTime: 5 * 60_000,
  })

/** Asked once machines are chosen. */
export const useAvailableDays = (machineIds: readonly number[]) =>
  useQuery({ ...availableDaysQuery(machineIds), enabled: machineIds.length > 0 })
