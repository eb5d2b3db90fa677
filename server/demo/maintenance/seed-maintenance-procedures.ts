/**
 * The demo's step-by-step procedures (issue 33): the six checks of a light-curtain test with a
 * sign-off, and the blade-wear readings of a doctor-blade cleaning. Every step is optional here:
 * these two weekly tasks are the ones with today's work, which the e2e tests mark done without
 * answering anything (tests/e2e/maintenance.spec.ts, offline/maintenance-offline.spec.ts). The
 * latest done work order of each gets answers, so the audit PDF shows a filled-in procedure.
 */
import type { Procedure, StepAnswerValue } from '../../../src/contract/maintenance-procedures'

const optional = { required: false } as const

const lightCurtains: Procedure = {
  steps: [
    {
      id: 'rod-top',
      kind: 'check',
      title: 'Test rod detected across the field at the top',
      help: 'Pass the test rod slowly through the protected field near the top: the curtain must trip.',
      ...optional,
    },
    {
      id: 'rod-middle',
      kind: 'check',
      title: 'Test rod detected across the field in the middle',
      ...optional,
    },
    {
      id: 'rod-bottom',
      kind: 'check',
      title: 'Test rod detected across the field at the bottom',
      ...optional,
    },
    {
      id: 'stopping-time',
      kind: 'reading',
      title: 'Stopping time, curtain tripped at full speed',
      help: 'Measured with the stop-time meter; the limit is on the risk assessment.',
      unit: 'ms',
      min: null,
      max: 250,
      ...optional,
    },
    { id: 'muting-lamps', kind: 'check', title: 'Muting lamps light while muting', ...optional },
    {
      id: 'manual-restart',
      kind: 'check',
      title: 'Reset requires a manual restart',
      help: 'After clearing the field the machine must not restart by itself.',
      ...optional,
    },
    { id: 'sign-off', kind: 'signoff', title: 'Tested and safe to run', ...optional },
  ],
}

const DECKS = 4
const bladeReading = (deck: number) =>
  ({
    id: `wear-deck-${deck}`,
    kind: 'reading',
    title: `Blade edge wear, deck ${deck}`,
    unit: 'mm',
    min: 0,
    max: 0.3,
    ...optional,
  }) as const

const doctorBlades: Procedure = {
  steps: [
    ...Array.from({ length: DECKS }, (_, i) => bladeReading(i + 1)),
    {
      id: 'chamber-seals',
      kind: 'choice',
      title: 'Chamber end seals',
      options: ['Good', 'Worn, replaced', 'Worn, to replace'],
      ...optional,
    },
    { id: 'blade-photo', kind: 'photo', title: 'Photo of the worst blade edge', ...optional },
  ],
}

export const demoProcedures: Record<string, Procedure> = {
  'Inspect guards and light curtains': lightCurtains,
  'Clean doctor blades and ink trays': doctorBlades,
}

/** The answers of the latest done work order (a photo step stays unanswered: no photo id here). */
type DemoAnswer = { stepId: string; value: StepAnswerValue }

export function demoAnswers(taskName: string, rand: () => number): DemoAnswer[] {
  const procedure = demoProcedures[taskName]
  if (!procedure) return []
  return procedure.steps.flatMap((step): DemoAnswer[] => {
    switch (step.kind) {
      case 'check':
        return [{ stepId: step.id, value: { kind: 'check', result: 'pass' } }]
      case 'reading': {
        // Mostly within the limit; now and then a worn blade over it.
        const value = step.unit === 'ms' ? 180 + Math.round(rand() * 40) : Math.round(rand() * 34) / 100
        return [{ stepId: step.id, value: { kind: 'reading', value } }]
      }
      case 'choice':
        return [{ stepId: step.id, value: { kind: 'choice', option: step.options[0] } }]
      case 'signoff':
        return [{ stepId: step.id, value: { kind: 'signoff', confirmedBy: 'password' } }]
      default:
        return []
    }
  })
}
