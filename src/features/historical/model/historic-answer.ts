import type { HistoricResponse } from '@/contract/historic'
import { shapeGuard } from '@/lib/api/answer-shape'

const nullableString = { nullable: 'string' } as const
const nullableNumber = { nullable: 'number' } as const

/**
 * POST /order/historic's answer, historicResponseSchema described without zod (the schema would
 * add 25 KB gzip to the route; lib/api/answer-shape.ts says how the two are kept equal).
 */
export const isHistoricResponse = shapeGuard<HistoricResponse>({
  fields: {
    results: {
      list: {
        fields: {
          id: 'integer',
          machine: 'string',
          machineLine: 'string',
          machineHashCode: 'string',
          idM: 'integer',
          insertTimestamp: 'integer',
          reference: 'string',
          job: nullableString,
          customer: nullableString,
          operator: nullableString,
          material: nullableString,
          width: nullableNumber,
          format: nullableNumber,
          numColor: { nullable: 'integer' },
          dateStart: 'string',
          dateFinish: nullableString,
          duration: 'integer',
          speedTotal: 'number',
          speedTurning: 'number',
          wasteMeter: 'number',
          cleanMeter: 'number',
          totalMeter: 'number',
          numRoll: 'integer',
          progress: nullableNumber,
          poCost: nullableNumber,
          poCostSurface: nullableNumber,
        },
      },
    },
    total: 'integer',
  },
})
