import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { IconChevronDown, IconPlus, IconTrash } from '@/components/icons'
import {
  READING_ABS_MAX,
  STEP_HELP_MAX,
  STEP_OPTION_MAX,
  STEP_OPTIONS_MAX,
  STEP_TITLE_MAX,
  STEP_UNIT_MAX,
} from '@/contract/maintenance-procedure-rules'
import type { DraftProblems, DraftStep } from '../../../model/procedure-draft'
import { useStepKindLabels } from './step-kind-labels'

export interface StepEditorProps {
  step: DraftStep
  index: number
  count: number
  problems: DraftProblems[number] | undefined
  onChange: (patch: Partial<DraftStep>) => void
  onMove: (delta: -1 | 1) => void
  onRemove: () => void
}

/** One step of the procedure being written: its title, help and whether it is required, and its kind's fields. */
export function StepEditor({ step, index, count, problems, onChange, onMove, onRemove }: StepEditorProps) {
  const { t } = useLingui()
  const kinds = useStepKindLabels()
  const n = index + 1
  const needed = t`Fill in this field.`
  return (
    <Card withBorder padding="sm" data-testid={`edit-step-${n}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} flex={1} miw={0}>
            {n}. {kinds[step.kind]}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={t`Move step ${n} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconChevronDown size={18} style={{ transform: 'rotate(180deg)' }} />
            </ActionIcon>
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={t`Move step ${n} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconChevronDown size={18} />
            </ActionIcon>
            <ActionIcon
              size="lg"
              variant="light"
              color="red"
              aria-label={t`Remove step ${n}`}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={t`Step title`}
          value={step.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
          maxLength={STEP_TITLE_MAX}
          required
          error={problems?.title ? needed : undefined}
        />
        <Textarea
          label={t`Help for the technician`}
          value={step.help}
          onChange={(e) => onChange({ help: e.currentTarget.value })}
          maxLength={STEP_HELP_MAX}
          autosize
          minRows={1}
        />
        {step.kind === 'reading' ? (
          <Group grow gap="xs" align="flex-start">
            <TextInput
              label={t`Unit`}
              value={step.unit}
              onChange={(e) => onChange({ unit: e.currentTarget.value })}
              maxLength={STEP_UNIT_MAX}
              required
              miw={80}
              error={problems?.unit ? needed : undefined}
            />
            <NumberInput
              label={t`Minimum`}
              value={step.min}
              onChange={(min) => onChange({ min })}
              min={-READING_ABS_MAX}
              max={READING_ABS_MAX}
              miw={80}
              error={problems?.min ? t`Not a valid number.` : undefined}
            />
            <NumberInput
              label={t`Maximum`}
              value={step.max}
              onChange={(max) => onChange({ max })}
              min={-READING_ABS_MAX}
              max={READING_ABS_MAX}
              miw={80}
              error={problems?.max ? t`The maximum must not be below the minimum.` : undefined}
            />
          </Group>
        ) : null}
        {step.kind === 'choice' ? (
          <Stack gap={4}>
            {step.options.map((option, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place in the list (its text is what is edited)
              <Group key={i} gap="xs" wrap="nowrap">
                <TextInput
                  flex={1}
                  aria-label={t`Option ${i + 1}`}
                  placeholder={t`Option ${i + 1}`}
                  value={option}
                  maxLength={STEP_OPTION_MAX}
                  onChange={(e) =>
                    onChange({ options: step.options.map((o, j) => (j === i ? e.currentTarget.value : o)) })
                  }
                />
                <ActionIcon
                  size="lg"
                  variant="subtle"
                  color="red"
                  aria-label={t`Remove option ${i + 1}`}
                  disabled={step.options.length <= 2}
                  onClick={() => onChange({ options: step.options.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            {problems?.options ? (
              <Text size="xs" c="red">
                {t`Give at least two options, none empty.`}
              </Text>
            ) : null}
            <Group>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                disabled={step.options.length >= STEP_OPTIONS_MAX}
                onClick={() => onChange({ options: [...step.options, ''] })}
              >
                <Trans>Add option</Trans>
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Switch
          label={t`Required to mark the work order done`}
          checked={step.required}
          onChange={(e) => onChange({ required: e.currentTarget.checked })}
          size="md"
        />
      </Stack>
    </Card>
  )
}
