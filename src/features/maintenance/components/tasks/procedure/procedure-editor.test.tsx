// @vitest-environment jsdom

import { act, cleanup, configure, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Procedure, procedureSchema } from '@/contract/maintenance-procedures'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { ProcedureSteps } from './procedure-steps'
import { useProcedureDraft } from './use-procedure-draft'

// The editor is a lazy chunk: the waits poll for it.
configure({ asyncUtilTimeout: 10_000 })

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({ user: { userId: 2, roles: [], preferences: [] } }),
}))

beforeAll(installDomShims)
afterEach(cleanup)

let read: () => { procedure?: string } | null = () => null

function Harness({ initial }: { initial: Procedure | null }) {
  const draft = useProcedureDraft(initial)
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
