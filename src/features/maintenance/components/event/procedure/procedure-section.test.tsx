// @vitest-environment jsdom

import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MaintenanceEventChange } from '@/contract/maintenance'
import type { Procedure, StepAnswerValue } from '@/contract/maintenance-procedures'
import { actorFromRoles } from '@/contract/maintenance-rules'
import { installDomShims, renderUi } from '@/offline/testing/render'
import type { PendingWork } from '../../../model/pending-changes'
import { workOrder } from '../../../testing/work-order'
import ProcedureSection from './procedure-section'

configure({ asyncUtilTimeout: 10_000 })

const sent = vi.hoisted(() => ({ answers: [] as Array<{ stepId: string; value: unknown; photo?: File }> }))
const outcome = vi.hoisted(() => ({ next: { outcome: 'queued' } as Record<string, unknown> }))
const navigated = vi.hoisted(() => ({ to: [] as unknown[] }))
const technicianRoles = [{ name: 'ROLE_USER' }, { name: 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR' }]
const managerRoles = [{ name: 'ROLE_USER' }, { name: 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER' }]
const session = vi.hoisted(() => ({ roles: [] as Array<{ name: string }> }))
// The step's photo as the server would give it back (stepPhotoFile), or none.
const stepPhoto = vi.hoisted(() => ({ file: null as File | null }))

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({
    user: { userId: 7, user: 'Tech One', username: 'tech', roles: session.roles, preferences: [] },
  }),
}))
vi.mock('@/offline/outbox/outbox', () => ({ discardCommand: vi.fn(async () => true) }))
vi.mock('../../../api/answer-step', () => ({
  useAnswerStep: () => ({
    isPending: false,
    mutateAsync: async (input: { stepId: string; value: unknown; photo?: File }) => {
      sent.answers.push({ stepId: input.stepId, value: input.value, photo: input.photo })
      return outcome.next
    },
  }),
}))
vi.mock('../../../api/step-photo', () => ({
  usePendingPhotoUrl: () => null,
  stepPhotoFile: async () => stepPhoto.file,
}))
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => async (to: unknown) => navigated.to.push(to),
}))

beforeAll(installDomShims)
beforeEach(() => {
  sent.answers = []
  outcome.next = { outcome: 'queued' }
  navigated.to = []
  session.roles = technicianRoles
  stepPhoto.file = null
})
afterEach(cleanup)

const operator = actorFromRoles(7, ['ROLE_USER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'])
const procedure: Procedure = {
  steps: [
    { id: 'c', kind: 'check', title: 'Light curtain stops the press', required: true },
    { id: 'r', kind: 'reading', title: 'Blade wear', required: true, unit: 'mm', min: 0.5, max: 2 },
    { id: 'o', kind: 'choice', title: 'Ink tray', required: false, options: ['Clean', 'Dirty'] },
    { id: 't', kind: 'text', title: 'Remarks', required: false },
    { id: 'p', kind: 'photo', title: 'Blade photo', required: false },
    { id: 's', kind: 'signoff', title: 'Signed off', required: false },
  ],
}
const event = (patch = {}) => workOrder({ procedure, answers: [], machineId: 3, ...patch })
const pending = (stepId: string, value: StepAnswerValue, extra = {}): PendingWork => {
  const change: MaintenanceEventChange = { version: 1, action: { kind: 'answer', stepId, value } }
  return {
    changes: [{ commandId: 'c1', change, status: 'waiting', ...extra }],
    photos: 0,
    commandIds: ['c1'],
  }
}
const render = (props: Partial<Parameters<typeof ProcedureSection>[0]> = {}) => {
  const onStepsLeft = vi.fn()
  renderUi(
    <ProcedureSection
      event={event()}
      work={undefined}
      actor={operator}
      onStepsLeft={onStepsLeft}
      {...props}
    />,
  )
  return onStepsLeft
}

describe("a work order's procedure on the tablet", () => {
  it('shows the steps in order and says how many required ones are left', () => {
    const onStepsLeft = render()
    const titles = screen.getAllByText(/^\d\. /).map((el) => el.textContent)
    expect(titles[0]).toMatch(/^1\. Light curtain/)
    expect(titles[5]).toMatch(/^6\. Signed off/)
    expect(screen.getByText('2 required steps left')).toBeTruthy()
    expect(onStepsLeft).toHaveBeenCalledWith(2)
  })

  it('a check answers pass, fail or N/A in one tap', async () => {
    render()
    fireEvent.click(screen.getByText('Fail'))
    await waitFor(() =>
      expect(sent.answers).toEqual([
        { stepId: 'c', value: { kind: 'check', result: 'fail' }, photo: undefined },
      ]),
    )
  })

  it('a reading shows its unit and range, flags a value out of range as typed, and sends the number', async () => {
    render()
    expect(screen.getByText('Range: 0.5 – 2 mm')).toBeTruthy()
    const input = screen.getByRole('textbox', { name: 'Reading (mm)' })
    fireEvent.change(input, { target: { value: '2.4' } })
    expect(await screen.findByText('Out of range: above the maximum')).toBeTruthy()
    fireEvent.click(within('step-r').getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(sent.answers[0]).toMatchObject({ stepId: 'r', value: { kind: 'reading', value: 2.4 } }),
    )
  })

  it('a choice sends the option picked, a text what was typed', async () => {
    render()
    fireEvent.click(screen.getByRole('radio', { name: 'Dirty' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Remarks' }), { target: { value: ' worn ' } })
    fireEvent.click(within('step-t').getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent.answers).toHaveLength(2))
    expect(sent.answers.map((a) => a.value)).toEqual([
      { kind: 'choice', option: 'Dirty' },
      { kind: 'text', text: 'worn' },
    ])
  })

  it('a photo step sends the photo with a placeholder id its upload replaces', async () => {
    render()
    const file = new File([new Uint8Array([1])], 'blade.jpg', { type: 'image/jpeg' })
    const input = within('step-p').container.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(input, { target: { files: [file] } })
    await waitFor(() =>
      expect(sent.answers[0]).toMatchObject({ stepId: 'p', value: { kind: 'photo', imageId: 0 } }),
    )
    expect(sent.answers[0].photo?.name).toBe('blade.jpg')
  })

  it("a sign-off by password sends it with the technician's name shown", async () => {
    render()
    expect(screen.getByText(/^Signing as Tech One/)).toBeTruthy()
    fireEvent.click(screen.getByText('Password'))
    fireEvent.change(await screen.findByLabelText(/Your password/), { target: { value: 's3cret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign off' }))
    await waitFor(() =>
      expect(sent.answers[0]).toMatchObject({ stepId: 's', value: { kind: 'signoff', password: 's3cret' } }),
    )
  })

  it('a sign-off whose password the server refused is unsigned again and says so', () => {
    render({
      work: pending('s', { kind: 'signoff', password: 'x' }, { status: 'rejected', code: 'SIGNOFF_REFUSED' }),
    })
    expect(screen.getByText('Password not accepted. The step is not signed.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign off' })).toBeTruthy()
  })

  it('a password the server refuses while the user waits leaves the step unsigned and says so', async () => {
    outcome.next = { outcome: 'rejected', code: 'SIGNOFF_REFUSED', message: 'refused' }
    render()
    fireEvent.click(screen.getByText('Password'))
    fireEvent.change(await screen.findByLabelText(/Your password/), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign off' }))
    expect(await screen.findByText('Password not accepted. The step is not signed.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign off' })).toBeTruthy()
  })

  it('an answer not sent yet shows as waiting to send, and counts for the steps left', () => {
    const onStepsLeft = render({ work: pending('c', { kind: 'check', result: 'pass' }) })
    expect(within('step-c').getByText('Waiting to send')).toBeTruthy()
    expect(screen.getByText('1 required step left')).toBeTruthy()
    expect(onStepsLeft).toHaveBeenCalledWith(1)
  })

  it('a failed check marks the work order and offers a work request pre-filled with the step', async () => {
    render({
      event: event({
        answers: [
          {
            stepId: 'r',
            value: { kind: 'reading', value: 2.6 },
            answeredBy: 'Ana',
            answeredAt: '2026-11-24T08:00:00Z',
            outOfLimits: true,
          },
        ],
      }),
    })
    expect(screen.getByTestId('out-of-limits').textContent).toBe('1 step out of limits')
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }))
    await waitFor(() => expect(navigated.to).toHaveLength(1))
    expect(navigated.to[0]).toMatchObject({
      to: '/maintenance/requests',
      search: { report: 1, machineId: 3 },
    })
    const { takeReportHandoff } = await import('../../../model/report-handoff')
    expect(takeReportHandoff()?.description).toMatch(
      /Clean anilox · Blade wear: 2\.6 mm \(Range: 0\.5 – 2 mm\)/,
    )
  })

  it("a technician's flagged step offers the work request only, not a corrective work order", () => {
    render({ event: event({ answers: [tooWorn] }) })
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Corrective work order/ })).toBeNull()
  })

  it("a manager's corrective work order opens new-order with the machine, asset, the step's words and its photo", async () => {
    session.roles = managerRoles
    stepPhoto.file = new File([new Uint8Array([1])], 'blade.jpg', { type: 'image/jpeg' })
    render({ event: event({ assetId: 12, answers: [tooWorn, bladePhoto] }) })
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Corrective work order' }))
    await waitFor(() => expect(navigated.to).toHaveLength(1))
    expect(navigated.to[0]).toEqual({
      to: '/maintenance/tasks/new-order',
      search: {
        machineId: 3,
        assetId: 12,
        description: 'Clean anilox · Blade wear: 2.6 mm (Range: 0.5 – 2 mm)',
      },
    })
    const { takeOrderHandoff, takeReportHandoff } = await import('../../../model/report-handoff')
    // The work request form does not take a photo meant for the work order.
    expect(takeReportHandoff()).toBeNull()
    expect(takeOrderHandoff()?.photos.map((f) => f.name)).toEqual(['blade.jpg'])
  })
})

const tooWorn = {
  stepId: 'r',
  value: { kind: 'reading', value: 2.6 } as StepAnswerValue,
  answeredBy: 'Ana',
  answeredAt: '2026-11-24T08:00:00Z',
  outOfLimits: true,
}
const bladePhoto = {
  stepId: 'p',
  value: { kind: 'photo', imageId: 41 } as StepAnswerValue,
  answeredBy: 'Ana',
  answeredAt: '2026-11-24T08:01:00Z',
  outOfLimits: false,
}

function within(testId: string) {
  const container = screen.getByTestId(testId)
  return {
    container,
    getByRole: (role: string, options: { name: string }) =>
      screen.getAllByRole(role, options).find((el) => container.contains(el)) as HTMLElement,
    getByText: (text: string) =>
      screen.getAllByText(text).find((el) => container.contains(el)) as HTMLElement,
  }
}
