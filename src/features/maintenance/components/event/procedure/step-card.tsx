import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconCloudUpload } from '@/components/icons'
import type { MaintenanceImage } from '@/contract/maintenance'
import type { ProcedureStep, StepAnswerValue } from '@/contract/maintenance-procedures'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import type { RefusedAnswer, ShownAnswer } from '../../../model/procedure-answers'
import { PhotoStep } from './photo-step'
import { SignoffStep } from './signoff-step'
import { CheckStep, ChoiceStep, ReadingStep, TextStep } from './step-inputs'

export interface StepCardProps {
  step: ProcedureStep
  number: number
  answer: ShownAnswer | undefined
  refused: RefusedAnswer | undefined
  /** The server refused this sign-off's password just now. */
  passwordRefused?: boolean
  images: MaintenanceImage[]
  me: string
  disabled: boolean
  onAnswer: (step: ProcedureStep, value: StepAnswerValue, photo?: File) => void
  onDismiss: (refused: RefusedAnswer) => void
}

/** One step: its title, whether it is required, its help, its input, and where its answer stands. */
export function StepCard({
  step,
  number,
  answer,
  refused,
  passwordRefused = false,
  images,
  me,
  disabled,
  onAnswer,
  onDismiss,
}: StepCardProps) {
  const { t, i18n } = useLingui()
  const answer_ = (value: StepAnswerValue, photo?: File) => onAnswer(step, value, photo)
  const refusedPassword = passwordRefused || refused?.code === 'SIGNOFF_REFUSED'
  return (
    <Card
      withBorder
      padding="sm"
      data-testid={`step-${step.id}`}
      style={answer?.outOfLimits ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} size="md" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {number}. {step.title}
            {step.required ? (
              <Text span c="red" ml={4} aria-label={t`required`}>
                *
              </Text>
            ) : null}
          </Text>
          <Group gap={4} wrap="nowrap">
            {answer?.outOfLimits ? (
              <Badge color="red" variant="filled">
                {t`Out of limits`}
              </Badge>
            ) : null}
            {answer?.status === 'waiting' ? (
              <Badge color="gray" variant="light" leftSection={<IconCloudUpload size={12} />}>
                {t`Waiting to send`}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {step.help ? (
          <Text size="sm" c="dimmed">
            {step.help}
          </Text>
        ) : null}
        {input(step, answer, { disabled, me, images, refusedPassword, answer_ })}
        {refused && !refusedPassword ? (
          <Alert color={refused.status === 'conflict' ? 'orange' : 'red'}>
            {refused.status === 'conflict'
              ? t`This answer was changed on another device: choose which one to keep above.`
              : t`The server did not take this answer: ${refused.code ? apiErrorMessage(refused.code, i18n) : refused.message}`}
            {refused.status === 'rejected' ? (
              <Group mt="xs">
                <Button size="xs" variant="light" color="red" onClick={() => onDismiss(refused)}>
                  <Trans>Discard it</Trans>
                </Button>
              </Group>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  )
}

function input(
  step: ProcedureStep,
  answer: ShownAnswer | undefined,
  o: {
    disabled: boolean
    me: string
    images: MaintenanceImage[]
    refusedPassword: boolean
    answer_: (value: StepAnswerValue, photo?: File) => void
  },
) {
  const value = answer?.value
  const common = { disabled: o.disabled, onAnswer: o.answer_ }
  switch (step.kind) {
    case 'check':
      return <CheckStep step={step} value={value?.kind === 'check' ? value : undefined} {...common} />
    case 'reading':
      return <ReadingStep step={step} value={value?.kind === 'reading' ? value : undefined} {...common} />
    case 'choice':
      return <ChoiceStep step={step} value={value?.kind === 'choice' ? value : undefined} {...common} />
    case 'text':
      return <TextStep step={step} value={value?.kind === 'text' ? value : undefined} {...common} />
    case 'photo':
      return (
        <PhotoStep
          title={step.title}
          value={value?.kind === 'photo' ? value : undefined}
          photoCommandId={answer?.photoCommandId}
          images={o.images}
          {...common}
        />
      )
    case 'signoff':
      return <SignoffStep answer={answer} me={o.me} refusedPassword={o.refusedPassword} {...common} />
  }
}
