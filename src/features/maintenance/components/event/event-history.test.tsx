// @vitest-environment jsdom

import { i18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { cleanup, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { withUrlSafeIds } from '@/app/i18n/catalog-ids'
import type { MaintenanceHistoryEntry } from '@/contract/maintenance'
import type { ProcedureStep } from '@/contract/maintenance-procedures'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { EventHistory } from './event-history'

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({ user: { userId: 7, roles: [], preferences: [] } }),
}))

/** The Spanish of the messages these rows show (locales/es_ES/maintenance.po; the first is new). */
const spanish = withUrlSafeIds(
  Object.fromEntries(
    Object.entries({
      'Step answered': 'Paso respondido',
      'Out of limits': 'Fuera de límites',
      Pass: 'Correcto',
      'Signed with password': 'Firmado con contraseña',
      Edited: 'Editada',
    }).map(([message, translation]) => [generateMessageId(message), translation]),
  ),
)

beforeAll(() => {
  installDomShims()
  i18n.loadAndActivate({ locale: 'es_ES', messages: spanish })
})
afterEach(cleanup)
afterAll(() => i18n.loadAndActivate({ locale: 'en_EN', messages: {} }))

const steps: ProcedureStep[] = [
  { id: 'guard', kind: 'check', title: 'Protección cerrada', required: true },
  {
    id: 'blade',
    kind: 'reading',
    title: 'Desgaste de cuchilla',
    unit: 'mm',
    min: null,
    max: 2,
    required: true,
  },
  { id: 'sign', kind: 'signoff', title: 'Firma del técnico', required: false },
]

const row = (id: number, patch: Partial<MaintenanceHistoryEntry>): MaintenanceHistoryEntry => ({
  id,
  at: '2026-11-24T09:00:00.000Z',
  userName: 'Ana',
  transitionId: null,
  action: 'edit',
  fromState: 1,
  toState: 1,
  fromDate: null,
  toDate: null,
  notes: null,
  deviceAt: null,
  answer: null,
  ...patch,
})

describe("a work order's history", () => {
  it("words an answer's row in the user's language: the step, the answer, out of limits, the note", () => {
    renderUi(
      <EventHistory
        steps={steps}
        history={[
          row(4, {
            answer: {
              stepId: 'sign',
              value: { kind: 'signoff', confirmedBy: 'password' },
              outOfLimits: false,
            },
          }),
          row(3, {
            answer: { stepId: 'blade', value: { kind: 'reading', value: 2.6 }, outOfLimits: true },
            notes: 'Cambiar la cuchilla',
          }),
          row(2, {
            answer: { stepId: 'guard', value: { kind: 'check', result: 'pass' }, outOfLimits: false },
          }),
          // A step the procedure no longer has: by its id.
          row(1, {
            answer: { stepId: 'gone', value: { kind: 'check', result: 'pass' }, outOfLimits: false },
          }),
        ]}
      />,
    )
    expect(screen.getAllByText('Paso respondido')).toHaveLength(4)
    expect(screen.getAllByTestId('history-answer').map((e) => e.textContent)).toEqual([
      'Firma del técnico: Firmado con contraseña',
      'Desgaste de cuchilla: 2.6 mm · Fuera de límites',
      'Protección cerrada: Correcto',
      'gone: Correcto',
    ])
    expect(screen.getByText('“Cambiar la cuchilla”')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/out of limits|pass\b/i)
  })

  it('shows other rows as before: their action and their notes, no answer line', () => {
    // Copies kept on a device before rows carried the answer have no `answer` at all.
    const { answer: _none, ...kept } = row(1, { notes: 'Cliente y trabajo' })
    renderUi(<EventHistory history={[kept]} />)
    expect(screen.getByText('Editada')).toBeTruthy()
    expect(screen.getByText('“Cliente y trabajo”')).toBeTruthy()
    expect(screen.queryByTestId('history-answer')).toBeNull()
  })
})
