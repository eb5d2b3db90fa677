import { useQuery } from '@tanstack/react-query'
import type { UsageCounter } from '@/contract/maintenance-usage'
import { shapeGuard } from '@/lib/api/answer-shape'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import type { ForecastTask } from '../model/task-usage'
import { maintenanceKeys } from './maintenance-keys'

// Spelled out: contract/maintenance-usage.ts builds zod schemas at import, which the calendar's
// first screen does without (ADR 039).
const counters = ['meters', 'hours', 'orders', 'days'] satisfies UsageCounter[]

/** The fields of a task the calendar's "expected around" reads (the task list's others unread). */
const isForecastTaskList = shapeGuard<ForecastTask[]>({
  list: {
    fields: {
      id: 'integer',
      name: 'string',
      machines: { list: { fields: { id: 'integer', name: 'string' } } },
      usageProgress: {
        optional: {
          list: {
            fields: {
              counter: { oneOf: counters },
              value: 'number',
              threshold: 'integer',
              forecastDay: { nullable: 'string' },
            },
          },
        },
      },
    },
  },
})

/**
 * GET /maintenance/list for the calendar's "expected around" (issue 33): each usage task's
 * progress and forecast day, checked by a guard rather than the task schema, under a key of its
 * own (the task list's cache holds the whole parsed tasks).
 */
export const useForecastTasks = () =>
  useQuery({
    queryKey: [...maintenanceKeys.tasks(), 'forecasts'] as const,
    queryFn: async () =>
      expectShape(await api.get('maintenance/list').json(), isForecastTaskList, 'the usage forecasts'),
    staleTime: 5 * 60_000,
  })
