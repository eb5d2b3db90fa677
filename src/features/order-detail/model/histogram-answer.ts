import { tagUnits } from '@/contract/machine-tags'
import type { OrderHistogram } from '@/contract/order-detail'
import { shapeGuard } from '@/lib/api/answer-shape'

const segments = { list: { fields: { start: 'number', end: 'number' } } } as const

/**
 * GET /order/histogram's answer: orderHistogramSchema described without zod (lib/api/guards.ts
 * says why, lib/api/answer-shape.ts how the two are kept equal).
 */
export const isOrderHistogram = shapeGuard<OrderHistogram>({
  fields: {
    dataInit: 'number',
    dataFi: 'number',
    speeds: { list: { tuple: ['number', 'number'] } },
    sampleCount: 'integer',
    maxSpeed: 'number',
    median: 'number',
    metersTotal: 'number',
    states: { fields: { CM: segments, AA: segments, EG: segments } },
    rolls: { list: { fields: { number: 'integer', start: 'number', end: 'number' } } },
    inactivities: {
      list: {
        fields: {
          state: 'integer',
          description: 'string',
          reasonCode: { optional: { nullable: 'string' } },
          start: 'number',
          end: 'number',
        },
      },
    },
    powerOffs: {
      list: { fields: { description: { nullable: 'string' }, start: 'number', end: 'number' } },
    },
    operators: { list: { fields: { name: 'string', start: 'number', end: 'number' } } },
    tasks: {
      list: { fields: { type: { oneOf: [1, 2] }, name: 'string', start: 'number', end: 'number' } },
    },
    setPoints: { list: { fields: { start: 'number', end: 'number', speed: 'number' } } },
    productivity: { list: { fields: { start: 'number', end: 'number', percent: 'number' } } },
    tagValues: {
      nullable: {
        list: {
          fields: {
            tag: 'string',
            unit: { nullable: { oneOf: tagUnits } },
            points: { list: { tuple: ['number', 'number'] } },
          },
        },
      },
    },
  },
})
