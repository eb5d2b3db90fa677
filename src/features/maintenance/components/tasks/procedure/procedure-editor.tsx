import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core'
import { IconPlus } from '@/components/icons'
import { PROCEDURE_STEPS_MAX, type StepKind, stepKinds } from '@/contract/maintenance-procedures'
import {
  addStep,
  copyProcedureSteps,
  type DraftProblems,
  type DraftStep,
  moveStep,
  removeStep,
  updateStep,
} from '../../../model/procedure-draft'
import { CopySteps } from './copy-steps'
import { StepEditor } from './step-editor'
import { useStepKindLabels } from './step-kind-labels'

/**
 * The task's step-by-step procedure (issue 33): steps of each kind added, edited, moved up or down
 * and removed; each work order planned from the task copies it. Sent with the task as the
 * `procedure` field (model/procedure-draft.ts). Or another task's steps copied in (copy-steps.tsx).
 */
export default function ProcedureEditor({
  steps,
  problems,
  onChange,
  taskId,
  savedStepIds = [],
}: {
  steps: DraftStep[]
  problems: DraftProblems
  onChange: (steps: DraftStep[]) => void
  /** An edit: the task's id (not offered as a task to copy from). */
  taskId?: number
  /** The ids of the task's saved procedure, which copied steps do not take. */
  savedStepIds?: readonly string[]
}) {
  const { t } = useLingui()
  const kinds = useStepKindLabels()
  const add = (kind: StepKind) => onChange(addStep(steps, kind))
  return (
    <Fieldset legend={t`Procedure`} data-testid="procedure-editor">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            The steps the technician fills in on the work order: checks, readings, choices, texts, photos and
            a sign-off.
          </Trans>
        </Text>
        <CopySteps
          count={steps.length}
          excludeTaskId={taskId}
          onCopy={(procedure) =>
            onChange(copyProcedureSteps(procedure, [...savedStepIds, ...steps.map((s) => s.id)]))
          }
        />
        {steps.map((step, index) => (
          <StepEditor
            key={step.id}
            step={step}
            index={index}
            count={steps.length}
            problems={problems[index]}
            onChange={(patch) => onChange(updateStep(steps, index, patch))}
            onMove={(delta) => onChange(moveStep(steps, index, delta))}
            onRemove={() => onChange(removeStep(steps, index))}
          />
        ))}
        <Group gap="xs">
          {stepKinds.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant="light"
              h="auto"
              mih={36}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              leftSection={<IconPlus size={14} />}
              disabled={steps.length >= PROCEDURE_STEPS_MAX}
              onClick={() => add(kind)}
            >
              {t`Add: ${kinds[kind]}`}
            </Button>
          ))}
        </Group>
      </Stack>
    </Fieldset>
  )
}
