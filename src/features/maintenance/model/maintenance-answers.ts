/*
 * The maintenance area's answers, their schemas of contract/maintenance.ts described without zod
 * (lib/api/guards.ts says why, lib/api/answer-shape.ts how the two are kept equal): every
 * maintenance first screen (today, the dashboard, the calendar, a work order) reads these, and
 * the schemas would add about 25 KB gzip and their construction to each.
 */
import type {
  MaintenanceDashboard,
  MaintenanceData,
  MaintenanceEvent,
  MaintenanceEventDetail,
  MaintenanceSettings,
  MyWorkOrders,
} from '@/contract/maintenance'
import { frequencies } from '@/contract/maintenance-frequencies'
import type { StepAnswerValue, StepKind } from '@/contract/maintenance-procedures'
import { taskConditions, taskTypes } from '@/contract/maintenance-task-kinds'
import { type Check, type CheckFor, shapeGuard } from '@/lib/api/answer-shape'

// Spelled out: contract/maintenance-procedures.ts builds zod schemas at import. Steps and answer
// values are unions by kind; the guard checks the fields all kinds share, so its description is
// typed as one member's (a check step's, a sign-off's value) while it accepts every kind.
const stepKinds = [
  'check',
  'reading',
  'choice',
  'text',
  'photo',
  'signoff',
] satisfies StepKind[] as readonly 'check'[]

/**
 * The answer value on a history row (issue 33), checked as loosely as its schema describes it: a
 * kind, whatever else. Typed as the value it is, whose kinds this description does not list.
 */
const historyAnswerValue = {
  fields: { kind: 'string' },
} as const satisfies Check as unknown as CheckFor<StepAnswerValue>

const nullableInteger = { nullable: 'integer' } as const
const nullableString = { nullable: 'string' } as const

const eventFields = {
  id: 'integer',
  taskId: 'integer',
  taskName: 'string',
  type: { oneOf: taskTypes },
  condition: { oneOf: taskConditions },
  frequency: { oneOf: frequencies },
  // The task's recurrence by use (issue 44): absent from answers kept from before.
  usage: {
    optional: {
      nullable: {
        fields: {
          meters: nullableInteger,
          hours: nullableInteger,
          orders: nullableInteger,
          days: nullableInteger,
        },
      },
    },
  },
  risk: { between: [0, 5] },
  machineId: nullableInteger,
  machineName: nullableString,
  assetId: nullableInteger,
  assetName: nullableString,
  operatorUserId: nullableInteger,
  operatorName: nullableString,
  state: { oneOf: [1, 2, 3, 5] },
  displayState: { between: [1, 5] },
  date: 'string',
  originalDate: 'string',
  postponeCount: 'integer',
  durationMinutes: nullableInteger,
  notes: nullableString,
  version: 'integer',
  hasInstructions: 'boolean',
  customer: nullableString,
  job: {
    fields: {
      name: nullableString,
      reference: nullableString,
      grammage: { nullable: 'number' },
      thickness: { nullable: 'number' },
      width: { nullable: 'number' },
      material: nullableString,
    },
  },
} as const satisfies CheckFor<MaintenanceEvent>['fields']

const detailCheck: CheckFor<MaintenanceEventDetail> = {
  fields: {
    ...eventFields,
    description: nullableString,
    reason: nullableString,
    provider: nullableString,
    plannedMinutes: nullableInteger,
    instructions: { nullable: { fields: { url: 'string', fileName: 'string', size: 'integer' } } },
    images: { list: { fields: { id: 'integer', url: 'string', fileName: 'string', at: 'string' } } },
    history: {
      list: {
        fields: {
          id: 'integer',
          at: 'string',
          userName: nullableString,
          transitionId: nullableInteger,
          action: {
            oneOf: ['create', 'complete', 'postpone', 'reschedule', 'reopen', 'cancel', 'edit', 'request'],
          },
          fromState: 'integer',
          toState: 'integer',
          fromDate: nullableString,
          toDate: nullableString,
          notes: nullableString,
          deviceAt: nullableString,
          answer: {
            optional: {
              nullable: { fields: { stepId: 'string', value: historyAnswerValue, outOfLimits: 'boolean' } },
            },
          },
        },
      },
    },
    doneAt: nullableString,
    doneByName: nullableString,
    maxSpanDays: 'integer',
    // Issue 33: the common fields of the step and answer kinds (the union's own fields are not looked at).
    procedure: {
      nullable: {
        fields: {
          steps: {
            list: {
              fields: {
                id: 'string',
                title: 'string',
                help: { optional: 'string' },
                required: 'boolean',
                kind: { oneOf: stepKinds },
              },
            },
          },
        },
      },
    },
    answers: {
      list: {
        fields: {
          stepId: 'string',
          value: {
            fields: {
              kind: { oneOf: stepKinds as readonly string[] as readonly 'signoff'[] },
              signature: { optional: 'string' },
              password: { optional: 'string' },
              confirmedBy: { optional: { oneOf: ['signature', 'password'] } },
            },
          },
          answeredBy: 'string',
          answeredAt: 'string',
          outOfLimits: 'boolean',
          notes: { optional: nullableString },
        },
      },
    },
  },
}

/** A work order as the lists read it (also the `current` copy a 409 carries). */
export const isMaintenanceEvent = shapeGuard<MaintenanceEvent>({ fields: eventFields })

/** GET /maintenanceEvent. */
export const isMaintenanceEventPage = shapeGuard<{ total: number; results: MaintenanceEvent[] }>({
  fields: { total: 'integer', results: { list: { fields: eventFields } } },
})

/** GET /maintenanceEvent/{id}. */
export const isMaintenanceEventDetail = shapeGuard<MaintenanceEventDetail>(detailCheck)

/** GET /maintenanceEvent/mine. */
export const isMyWorkOrders = shapeGuard<MyWorkOrders>({
  fields: { cursor: 'string', today: 'string', ids: { list: 'integer' }, events: { list: detailCheck } },
})

/** GET /maintenanceEvent/dashboard. */
export const isMaintenanceDashboard = shapeGuard<MaintenanceDashboard>({
  fields: {
    today: 'string',
    byState: { fields: { open: 'integer', done: 'integer', cancelled: 'integer', outdated: 'integer' } },
    byRisk: { list: { fields: { risk: 'integer', open: 'integer', outdated: 'integer' } } },
    dueToday: 'integer',
    dueThisWeek: 'integer',
    weeks: { list: { fields: { weekStart: 'string', planned: 'integer', done: 'integer' } } },
    newRequests: { optional: 'integer' },
  },
})

const hasSettingsShape = shapeGuard<MaintenanceSettings>({
  fields: {
    workingDays: { list: { between: [1, 7] } },
    hoursPerDay: { between: [1, 24] },
    maxSpanDays: { between: [1, 365] },
  },
})

/** GET /maintenance/settings (the calendar's working days: one to seven of them). */
export const isMaintenanceSettings = (value: unknown): value is MaintenanceSettings =>
  hasSettingsShape(value) && value.workingDays.length >= 1 && value.workingDays.length <= 7

const named = { id: 'integer', name: 'string' } as const

/** GET /maintenanceEvent/data. */
export const isMaintenanceData = shapeGuard<MaintenanceData>({
  fields: {
    machines: { list: { fields: named } },
    assets: { list: { fields: { ...named, machineId: nullableInteger } } },
    operators: { list: { fields: named } },
    taskTypes: { list: { oneOf: taskTypes } },
    taskConditions: { list: { oneOf: taskConditions } },
    frequencies: { list: { oneOf: frequencies } },
    machinesWithoutOperator: { list: 'integer' },
  },
})
