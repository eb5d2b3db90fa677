import type { OrderProduction } from '@/contract/order-detail'
import { type CheckFor, shapeGuard } from '@/lib/api/answer-shape'

/**
 * GET /order/production's answer: orderProductionSchema described without zod (lib/api/guards.ts
 * says why, lib/api/answer-shape.ts how the two are kept equal).
 */
const nullableString = { nullable: 'string' } as const
const nullableNumber = { nullable: 'number' } as const

const address = {
  nullable: { fields: { machineHashCode: 'string', orderIdM: 'integer', orderInsertTimestamp: 'integer' } },
} as const satisfies CheckFor<OrderProduction['order']['next']>

const chart = {
  fields: {
    progress: {
      fields: {
        progress: nullableNumber,
        targetMeters: 'number',
        productionMeters: 'number',
        countRolls: 'integer',
      },
    },
    availability: {
      fields: {
        availability: nullableNumber,
        totalTime: 'number',
        inactivityTime: 'number',
        inactivitiesCount: 'integer',
        powerOffTime: 'number',
      },
    },
    production: {
      fields: {
        production: nullableNumber,
        totalMeters: 'number',
        productiveMeters: 'number',
        wasteMeters: 'number',
      },
    },
    speed: {
      fields: {
        averageSpeed: 'number',
        averageTurningSpeed: 'number',
        maxSpeed: 'number',
        maxSpeedReached: 'number',
      },
    },
  },
} as const satisfies CheckFor<OrderProduction['chart']>

export const isOrderProduction = shapeGuard<OrderProduction>({
  fields: {
    order: {
      fields: {
        id: 'integer',
        machineHashCode: 'string',
        idOnMachine: 'integer',
        insertTimestamp: 'integer',
        reference: 'string',
        dateStart: 'string',
        dateFinish: nullableString,
        targetMeter: 'number',
        poCost: nullableNumber,
        poCostSurface: nullableNumber,
        previous: address,
        next: address,
      },
    },
    machine: {
      fields: {
        id: 'integer',
        name: 'string',
        lineName: 'string',
        maxSpeed: 'number',
        maxNumDeck: 'integer',
        hasJobCosting: 'boolean',
        hasOperationAnalytics: 'boolean',
        consumableTypes: 'integer',
      },
    },
    job: {
      fields: {
        reference: nullableString,
        customer: nullableString,
        material: nullableString,
        width: nullableNumber,
        format: nullableNumber,
        numColor: { nullable: 'integer' },
      },
    },
    chart,
    states: {
      list: {
        fields: {
          state: { oneOf: [1, 2, 3] },
          dateStart: nullableString,
          dateFinish: nullableString,
          time: 'number',
          stateTime: 'number',
          inactivityTime: 'number',
          inactivityCount: 'integer',
          powerOffTime: 'number',
          meters: 'number',
          inactivityMeters: nullableNumber,
        },
      },
    },
    operators: { list: { fields: { name: 'string', dateStart: 'string', dateFinish: nullableString } } },
    operatorAggregates: {
      list: {
        fields: {
          name: 'string',
          dateStart: 'string',
          dateFinish: nullableString,
          totalTime: 'number',
          totalMeters: 'number',
          cleanMeter: 'number',
          wasteMeter: 'number',
          inactivityTime: 'number',
          turningTime: 'number',
          nInactivities: 'integer',
          nRolls: 'integer',
          averageSpeed: 'number',
          turningSpeed: 'number',
        },
      },
    },
    rolls: {
      list: {
        fields: {
          number: 'integer',
          dateStart: 'string',
          dateFinish: nullableString,
          duration: 'number',
          cleanMeter: 'number',
          wasteMeter: 'number',
        },
      },
    },
    inactivities: {
      list: {
        fields: {
          id: 'integer',
          state: 'integer',
          category: 'integer',
          description: 'string',
          reasonCode: { optional: nullableString },
          dateStart: 'string',
          dateFinish: nullableString,
          duration: 'number',
          meters: 'number',
        },
      },
    },
    powerOffs: {
      list: {
        fields: {
          id: 'integer',
          state: 'integer',
          description: nullableString,
          dateStart: 'string',
          dateFinish: nullableString,
          duration: 'number',
        },
      },
    },
    measuredAt: 'string',
  },
})
