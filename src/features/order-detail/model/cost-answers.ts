import { machineConsumptionUnits, machineCostKeys } from '@/contract/machine-cost-keys'
import type { MachineCosts, MachineOrderConsumptions, PlantCosts } from '@/contract/order-detail'
import { shapeGuard } from '@/lib/api/answer-shape'

/*
 * The job-costing answers of a finished order, plantCostsSchema and machineCostsSchema described
 * without zod (lib/api/guards.ts says why, lib/api/answer-shape.ts how the two are kept equal).
 */
const nullableNumber = { nullable: 'number' } as const
const costTotal = { fields: { cost: 'number', meters: 'number', weight: 'number' } } as const

/** GET /job-cost/po-consumption-cost. */
export const isPlantCosts = shapeGuard<PlantCosts>({
  fields: {
    squareMeters: 'number',
    lines: {
      list: {
        fields: {
          consumableTypeId: 'integer',
          name: 'string',
          category: 'string',
          unit: 'string',
          consumption: 'number',
          cost: nullableNumber,
          price: nullableNumber,
          consumptionPerSquareMeter: nullableNumber,
          costPerSquareMeter: nullableNumber,
        },
      },
    },
    inkGroups: {
      list: {
        fields: {
          id: 'integer',
          number: 'integer',
          hex: 'string',
          description: 'string',
          consumption: 'number',
          cost: nullableNumber,
        },
      },
    },
    total: 'number',
    totalPerSquareMeter: nullableNumber,
    totals: { fields: { used: costTotal, clean: costTotal, waste: costTotal } },
  },
})

/** GET /job-cost/machine-po-costs (null without a cost record). */
export const isMachineCosts = shapeGuard<MachineCosts>({
  nullable: {
    fields: {
      lines: { list: { fields: { key: { oneOf: machineCostKeys }, cost: 'number' } } },
      total: 'number',
    },
  },
})

/** GET /job-cost/machines/{id}/machine-po-consumptions?po={po}. */
export const isMachineOrderConsumptions = shapeGuard<MachineOrderConsumptions>({
  fields: {
    lines: {
      list: {
        fields: {
          key: { oneOf: machineCostKeys },
          quantity: 'number',
          unit: { oneOf: machineConsumptionUnits },
        },
      },
    },
  },
})
