import type { BoardCatalog, PreparedOrder } from '@/contract/genius-board'
import { defaultUnitPreferences, type UnitPreferences } from '@/lib/format/unit-preferences'

/** A small catalog for the model's tests: a 4-deck CI flexo, a laminator, a slitter. */
export function boardCatalog(): BoardCatalog {
  const tool = (kind: 'anilox' | 'plate_cylinder' | 'carrier' | 'tape', code: string, machineId = 1) => ({
    machineId,
    kind,
    code,
    description: `${kind} ${code}`,
  })
  return {
    machines: [
      {
        id: 1,
        name: 'Flexo CI 1',
        line: 'FLEXO',
        setup: 'decks',
        deckCount: 4,
        minWidth: 200,
        maxWidth: 1300,
      },
      {
        id: 2,
        name: 'Laminator 1',
        line: 'LAMINATING',
        setup: 'recipe',
        deckCount: 0,
        minWidth: null,
        maxWidth: null,
      },
      {
        id: 3,
        name: 'Slitter 1',
        line: 'SLITTING',
        setup: 'plain',
        deckCount: 0,
        minWidth: null,
        maxWidth: 1600,
      },
    ],
    inks: [
      { id: 10, name: 'Cyan', hex: '#00aeef' },
      { id: 11, name: 'Magenta', hex: '#ec008c' },
    ],
    materials: [
      { id: 1, name: 'BOPP' },
      { id: 3, name: 'PET' },
    ],
    tools: [
      tool('anilox', 'AX-1'),
      tool('anilox', 'AX-2'),
      tool('carrier', 'SC-1'),
      tool('plate_cylinder', 'PC-1'),
      tool('tape', 'T-1'),
      tool('anilox', 'AX-9', 3),
    ],
    recipes: [{ id: 7, reference: 'LAM-7', customer: 'Nordic Snacks' }],
    customers: ['Nordic Snacks'],
  }
}

export const metric: UnitPreferences = defaultUnitPreferences
export const imperial: UnitPreferences = {
  ...defaultUnitPreferences,
  length: 'ft',
  speed: 'ft/min',
  width: 'in',
  temperature: 'F',
}

/** A saved order of the test catalog's flexo, with patches. */
export function preparedOrder(patch: Partial<PreparedOrder> = {}): PreparedOrder {
  return {
    id: 5,
    machineId: 1,
    machineName: 'Flexo CI 1',
    reference: 'FX-100',
    jobName: 'Crisps 150 g',
    customer: 'Nordic Snacks',
    materialId: 3,
    width: 200,
    targetMeter: 1000,
    sharedJobId: null,
    sharedJobReference: null,
    decks: [
      {
        position: 1,
        inkId: 10,
        inkName: 'Cyan',
        inkHex: '#00aeef',
        anilox: 'AX-1',
        plateHolder: 'SC-1',
        tape: 'T-1',
        mode: 'print',
        viscosity: 22,
        temperature: 23.3,
      },
    ],
    state: 'prepared',
    version: 0,
    createdBy: 'Marta Manager',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    sentAt: null,
    startedAt: null,
    finishedAt: null,
    productionOrder: null,
    ...patch,
  }
}
