import { describe, expect, it } from 'vitest'
import type { MaintenanceTask } from '@/contract/maintenance'
import { maintenanceTaskInputSchema } from '@/contract/maintenance-tasks'
import {
  emptyTaskForm,
  orderFormFromStop,
  sourceStopOf,
  type TaskFormValues,
  taskFormFromTask,
  toTaskFields,
  validateTaskForm,
} from './task-form'

const TODAY = '2026-11-20'
const ctx = { today: TODAY, hoursPerDay: 8 }

const valid = (patch: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...emptyTaskForm(TODAY),
  name: 'Grease bearings',
  type: 'grease',
  condition: 'locked_out',
  reason: 'Bearing life',
  provider: 'Own staff',
  durationMinutes: 20,
  risk: 5,
  machines: ['3'],
  ...patch,
})

const pdf = (size = 10, type = 'application/pdf') => new File([new Uint8Array(size)], 'steps.pdf', { type })

describe('validateTaskForm', () => {
  it('accepts a complete form', () => {
    expect(validateTaskForm(valid(), ctx)).toEqual({})
  })

  it("answers with the catalogue's messages", () => {
    const problems = validateTaskForm(
      valid({ name: ' ', type: null, reason: '', provider: ' ', machines: [], durationMinutes: '' }),
      ctx,
    )
    expect(problems).toEqual({
      name: 'FILL_IN_FIELDS',
      type: 'FILL_IN_FIELDS',
      reason: 'SELECT_REASON',
      provider: 'SELECT_PROVIDER',
      machines: 'FILL_IN_FIELDS',
      durationMinutes: 'FILL_IN_FIELDS',
    })
  })

  it('holds numbers to their ranges: risk 0-5, custom days 1-366, a duration within the working day', () => {
    expect(validateTaskForm(valid({ risk: 6 }), ctx).risk).toBe('VALUE_OUT_OF_RANGE')
    expect(validateTaskForm(valid({ frequency: 'custom' }), ctx).customFrequencyDays).toBe('FILL_IN_FIELDS')
    expect(validateTaskForm(valid({ frequency: 'custom', customFrequencyDays: 400 }), ctx)).toEqual({
      customFrequencyDays: 'VALUE_OUT_OF_RANGE',
    })
    expect(validateTaskForm(valid({ durationMinutes: 480 }), ctx)).toEqual({})
    expect(validateTaskForm(valid({ durationMinutes: 481 }), ctx).durationMinutes).toBe('VALUE_OUT_OF_RANGE')
    expect(validateTaskForm(valid({ durationMinutes: 1.5 }), ctx).durationMinutes).toBe('VALUE_OUT_OF_RANGE')
  })

  it('refuses an end before the start, and a one-off before today', () => {
    expect(validateTaskForm(valid({ startDate: '2026-12-01', endDate: '2026-11-30' }), ctx)).toEqual({
      endDate: 'WRONG_DATE_SELECTION',
    })
    expect(validateTaskForm(valid({ startDate: '2026-11-19' }), ctx)).toEqual({})
    expect(validateTaskForm(valid({ frequency: 'none', startDate: '2026-11-19' }), ctx)).toEqual({
      startDate: 'DATE_IN_PAST',
    })
    expect(validateTaskForm(valid({ startDate: null }), ctx).startDate).toBe('FILL_IN_FIELDS')
    // An edit of a one-off already past keeps its day.
    const past = valid({ frequency: 'none', startDate: '2026-11-02' })
    expect(validateTaskForm(past, { ...ctx, savedStartDate: '2026-11-02' })).toEqual({})
  })

  it('takes a PDF of at most 20 MB only', () => {
    expect(validateTaskForm(valid({ file: pdf() }), ctx)).toEqual({})
    expect(validateTaskForm(valid({ file: pdf(10, 'image/png') }), ctx).file).toBe('PDF_ONLY')
    expect(validateTaskForm(valid({ file: pdf(20 * 1024 * 1024 + 1) }), ctx).file).toBe('PDF_TOO_LARGE')
  })
})

describe('toTaskFields', () => {
  it('sends what the server contract accepts', () => {
    const fields = toTaskFields(
      valid({ frequency: 'custom', customFrequencyDays: 90, assets: ['7', '8'], endDate: '2027-06-30' }),
    )
    const parsed = maintenanceTaskInputSchema.parse(fields)
    expect(parsed).toMatchObject({
      frequency: 'custom',
      customFrequencyDays: 90,
      machines: [3],
      assets: [7, 8],
      operators: [],
      endDate: '2027-06-30',
      removeFile: false,
      sourceStop: null,
    })
  })

  it('gives a one-off its day alone, with the stop it answers', () => {
    const stop = { machineId: 3, start: '2026-11-20T07:12:00.000Z', description: 'Web break' }
    const fields = toTaskFields(valid({ frequency: 'none', endDate: '2026-12-01' }), stop)
    expect(fields.endDate).toBe('')
    expect(maintenanceTaskInputSchema.parse(fields).sourceStop).toEqual(stop)
  })

  it('asks to drop the PDF only when no new one replaces it', () => {
    expect(toTaskFields(valid({ removeFile: true })).removeFile).toBe('true')
    expect(toTaskFields(valid({ removeFile: true, file: pdf() })).removeFile).toBeUndefined()
  })
})

describe('filling the form', () => {
  it('from a task, and back to the same fields', () => {
    const task: MaintenanceTask = {
      id: 9,
      name: 'Check emergency stops',
      description: null,
      type: 'review',
      condition: 'stopped',
      frequency: 'monthly',
      customFrequencyDays: null,
      reason: 'Operator safety',
      provider: 'Own staff',
      durationMinutes: 15,
      risk: 1,
      startDate: '2026-01-31',
      endDate: null,
      machines: [{ id: 3, name: 'Flexo CI 1' }],
      assets: [],
      operators: [{ id: 5, name: 'Oscar' }],
      hasInstructions: true,
    }
    const values = taskFormFromTask(task)
    expect(values).toMatchObject({
      machines: ['3'],
      operators: ['5'],
      customFrequencyDays: '',
      description: '',
    })
    expect(maintenanceTaskInputSchema.parse(toTaskFields(values))).toMatchObject({
      name: 'Check emergency stops',
      frequency: 'monthly',
      startDate: '2026-01-31',
      endDate: null,
      description: null,
    })
  })

  it('from a stop: a one-off on its machine, linked back while that machine stays chosen', () => {
    const search = {
      machineId: 3,
      description: 'Web break · Flexo CI 1',
      stopStart: '2026-11-20T07:12:00.000Z',
    }
    const values = orderFormFromStop(TODAY, search)
    expect(values).toMatchObject({ frequency: 'none', machines: ['3'], name: 'Web break · Flexo CI 1' })
    expect(sourceStopOf(search, values)).toEqual({
      machineId: 3,
      start: '2026-11-20T07:12:00.000Z',
      description: 'Web break · Flexo CI 1',
    })
    expect(sourceStopOf(search, { ...values, machines: ['4'] })).toBeNull()
    expect(sourceStopOf({}, values)).toBeNull()
  })

  it('from a scanned asset: a one-off on its machine with that asset chosen, answering no stop', () => {
    const search = { machineId: 3, assetId: 12 }
    const values = orderFormFromStop(TODAY, search)
    expect(values).toMatchObject({ frequency: 'none', machines: ['3'], assets: ['12'], name: '' })
    expect(sourceStopOf(search, values)).toBeNull()
    expect(orderFormFromStop(TODAY, { machineId: 3 }).assets).toEqual([])
  })
})
