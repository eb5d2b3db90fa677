// @vitest-environment jsdom

import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MaintenanceTask } from '@/contract/maintenance'
import { type Procedure, procedureSchema } from '@/contract/maintenance-procedures'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { ProcedureSteps } from './procedure-steps'
import { useProcedureDraft } from './use-procedure-draft'

// The editor is a lazy chunk: the waits poll for it.
configure({ asyncUtilTimeout: 10_000 })

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({ user: { userId: 2, roles: [], preferences: [] } }),
}))

// The tasks to copy from: GET /maintenance/list (no procedures) and each one's detail (with it).
const get = vi.fn()
vi.mock('@/lib/api/client', () => ({
  api: { get: (...args: unknown[]) => ({ json: () => get(...args) }) },
}))

beforeAll(installDomShims)
afterEach(cleanup)

let read: () => { procedure?: string } | null = () => null

function Harness({ initial, taskId }: { initial: Procedure | null; taskId?: number }) {
  const draft = useProcedureDraft(initial, taskId)
  read = draft.read
  return draft.editor
}

const type = (label: string, value: string, nth = 0) =>
  fireEvent.change(screen.getAllByRole('textbox', { name: label })[nth], { target: { value } })

describe("the task form's procedure editor", () => {
  it('writes steps of each kind and sends them as procedure JSON the contract accepts', async () => {
    renderUi(<Harness initial={null} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add: Check (pass / fail / N/A)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add: Reading (number with unit and range)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add: Choice from a list' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add: Sign-off' }))
    type('Step title', 'Light curtain stops the press', 0)
    type('Step title', 'Blade wear', 1)
    type('Step title', 'Ink tray', 2)
    type('Step title', 'Technician sign-off', 3)
    type('Unit', 'mm')
    type('Minimum', '0.5')
    type('Maximum', '2')
    type('Option 1', 'Clean')
    type('Option 2', 'Dirty')
    fireEvent.click(screen.getAllByRole('switch', { name: 'Required to mark the work order done' })[1])
    // The sign-off up one place, then the check removed.
    fireEvent.click(screen.getByRole('button', { name: 'Move step 4 up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 1' }))
    let field: { procedure?: string } | null = null
    act(() => {
      field = read()
    })
    const procedure = procedureSchema.parse(JSON.parse((field as unknown as { procedure: string }).procedure))
    expect(procedure.steps).toEqual([
      { id: 's2', kind: 'reading', title: 'Blade wear', required: true, unit: 'mm', min: 0.5, max: 2 },
      { id: 's4', kind: 'signoff', title: 'Technician sign-off', required: true },
      { id: 's3', kind: 'choice', title: 'Ink tray', required: false, options: ['Clean', 'Dirty'] },
    ])
  })

  it('marks a step left without its title and sends nothing', async () => {
    renderUi(<Harness initial={null} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add: Text' }))
    let field: { procedure?: string } | null = { procedure: 'x' }
    act(() => {
      field = read()
    })
    expect(field).toBeNull()
    expect(await screen.findByText('Fill in this field.')).toBeTruthy()
  })

  it("keeps the task's procedure when untouched, and shows it read-only on the task", async () => {
    const procedure: Procedure = {
      steps: [{ id: 'k', kind: 'reading', title: 'Pressure', required: true, unit: 'bar', min: 2, max: 5 }],
    }
    renderUi(<Harness initial={procedure} />)
    expect(await screen.findByDisplayValue('Pressure')).toBeTruthy()
    expect(read()).toEqual({})
    cleanup()
    renderUi(<ProcedureSteps procedure={procedure} />)
    expect(screen.getByText('Pressure')).toBeTruthy()
    expect(screen.getByText('Range: 2 – 5 bar')).toBeTruthy()
    expect(screen.getByText('Required')).toBeTruthy()
  })
})

function task(id: number, name: string, machine: string): MaintenanceTask {
  return {
    id,
    name,
    description: null,
    type: 'review',
    condition: 'stopped',
    frequency: 'monthly',
    customFrequencyDays: null,
    reason: null,
    provider: null,
    durationMinutes: 30,
    risk: 1,
    startDate: '2026-01-05',
    endDate: null,
    machines: [{ id: id * 10, name: machine }],
    assets: [],
    operators: [],
    hasInstructions: false,
    usage: null,
  }
}

const doctorBlades: Procedure = {
  steps: [
    { id: 'wear', kind: 'reading', title: 'Blade wear', required: true, unit: 'mm', min: 0.5, max: 2 },
    {
      id: 'tray',
      kind: 'choice',
      title: 'Ink tray',
      required: false,
      options: ['Clean', 'Dirty'],
      help: 'Look',
    },
    { id: 'sign', kind: 'signoff', title: 'Technician sign-off', required: true },
  ],
}

/** The plant's tasks: the blades' with a procedure, the filter's without, and the one being edited. */
function serveTasks() {
  const tasks = [
    task(7, 'Clean doctor blades', 'Press 2'),
    task(8, 'Change air filter', 'Press 1'),
    task(9, 'This task', 'Press 1'),
  ]
  get.mockReset()
  get.mockImplementation(async (url: string) => {
    if (url === 'maintenance/list') return tasks
    const id = Number(/^maintenance\/(\d+)\/detail$/.exec(url)?.[1])
    const found = tasks.find((t) => t.id === id)
    if (!found) throw new Error(`unexpected GET ${url}`)
    return {
      ...found,
      instructions: null,
      sourceStop: null,
      procedure: id === 7 ? doctorBlades : null,
    }
  })
}

async function chooseTask(label: string) {
  const field = await screen.findByRole('combobox', { name: 'Copy steps from another task' })
  fireEvent.click(field)
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }))
}

function sentSteps() {
  let field: { procedure?: string } | null = null
  act(() => {
    field = read()
  })
  const sent = field as { procedure?: string } | null
  return sent?.procedure === undefined ? sent : procedureSchema.parse(JSON.parse(sent.procedure)).steps
}

const fourSteps: Procedure = {
  steps: [
    { id: 's1', kind: 'check', title: 'Guards in place', required: true },
    { id: 's2', kind: 'text', title: 'Remarks', required: false },
    { id: 's3', kind: 'photo', title: 'Photo of the belt', required: false },
    { id: 's4', kind: 'signoff', title: 'Sign-off', required: true },
  ],
}

describe("copying another task's steps (the procedure library)", () => {
  it("copies a chosen task's steps into an empty procedure, with ids of its own, without asking", async () => {
    serveTasks()
    renderUi(<Harness initial={null} taskId={9} />)
    // Nothing is read until the field is opened.
    await screen.findByRole('combobox', { name: 'Copy steps from another task' })
    expect(get).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('combobox', { name: 'Copy steps from another task' }))
    // The task being edited is not offered.
    await screen.findByRole('option', { name: 'Change air filter · Press 1', hidden: true })
    expect(screen.queryByRole('option', { name: 'This task · Press 1', hidden: true })).toBeNull()
    fireEvent.click(screen.getByRole('option', { name: 'Clean doctor blades · Press 2', hidden: true }))
    expect(await screen.findByDisplayValue('Blade wear')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Steps copied from "Clean doctor blades": 3.')).toBeTruthy()
    expect(get).toHaveBeenCalledWith('maintenance/7/detail')
    expect(sentSteps()).toEqual([
      { id: 's1', kind: 'reading', title: 'Blade wear', required: true, unit: 'mm', min: 0.5, max: 2 },
      {
        id: 's2',
        kind: 'choice',
        title: 'Ink tray',
        help: 'Look',
        required: false,
        options: ['Clean', 'Dirty'],
      },
      { id: 's3', kind: 'signoff', title: 'Technician sign-off', required: true },
    ])
  })

  it('asks before replacing the steps already written, and replaces them with new ids', async () => {
    serveTasks()
    renderUi(<Harness initial={fourSteps} taskId={9} />)
    expect(await screen.findByDisplayValue('Guards in place')).toBeTruthy()
    await chooseTask('Clean doctor blades · Press 2')
    expect(await screen.findByText('Replace the 4 steps of this procedure?')).toBeTruthy()
    expect(screen.getByText('Steps to copy from "Clean doctor blades": 3.')).toBeTruthy()
    // Nothing replaced while asking.
    expect(sentSteps()).toEqual({})
    fireEvent.click(screen.getByRole('button', { name: 'Replace the steps' }))
    await waitFor(() => expect(screen.queryByDisplayValue('Guards in place')).toBeNull())
    expect(screen.getByDisplayValue('Blade wear')).toBeTruthy()
    const steps = sentSteps() as Procedure['steps']
    // No id of a step replaced: answers to those never seem to answer these.
    expect(steps.map((s) => s.id)).toEqual(['s5', 's6', 's7'])
    expect(steps.map(({ id: _id, ...step }) => step)).toEqual(
      doctorBlades.steps.map(({ id: _id, ...step }) => step),
    )
  })

  it('keeps the steps when the question is answered "Keep my steps"', async () => {
    serveTasks()
    renderUi(<Harness initial={fourSteps} taskId={9} />)
    await chooseTask('Clean doctor blades · Press 2')
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my steps' }))
    await waitFor(() => expect(screen.queryByText('Replace the 4 steps of this procedure?')).toBeNull())
    expect(screen.getByDisplayValue('Guards in place')).toBeTruthy()
    expect(screen.queryByDisplayValue('Blade wear')).toBeNull()
    // Untouched: the form sends no procedure field, and the task keeps its own.
    expect(sentSteps()).toEqual({})
    // The field is free for another choice.
    expect(
      (screen.getByRole('combobox', { name: 'Copy steps from another task' }) as HTMLInputElement).value,
    ).toBe('')
  })

  it('says so when the chosen task has no procedure, and changes nothing', async () => {
    serveTasks()
    renderUi(<Harness initial={fourSteps} />)
    await chooseTask('Change air filter · Press 1')
    expect(await screen.findByText('"Change air filter" has no procedure: nothing to copy.')).toBeTruthy()
    expect(screen.queryByText('Replace the 4 steps of this procedure?')).toBeNull()
    expect(screen.getByDisplayValue('Guards in place')).toBeTruthy()
    expect(sentSteps()).toEqual({})
  })
})
