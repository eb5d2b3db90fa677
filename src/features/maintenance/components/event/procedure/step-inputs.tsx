import { useLingui } from '@lingui/react/macro'
import { Button, Group, NumberInput, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { ANSWER_TEXT_MAX, checkResults } from '@/contract/maintenance-procedure-rules'
import type { CheckResult, ProcedureStep, StepAnswerValue } from '@/contract/maintenance-procedures'
import {
  checkAnswer,
  choiceAnswer,
  readingAnswer,
  readingRange,
  textAnswer,
} from '../../../model/step-answer'
import { useCheckLabels, useRangeWords } from './use-answer-words'

type Step<K extends ProcedureStep['kind']> = Extract<ProcedureStep, { kind: K }>

export interface StepInputProps<K extends ProcedureStep['kind']> {
  step: Step<K>
  /** The answer shown now (the server's or this device's), if any. */
  value: Extract<StepAnswerValue, { kind: K }> | undefined
  disabled: boolean
  onAnswer: (value: StepAnswerValue) => void
}

/** Pass, fail or N/A: one tap answers (a glove's tap: large segments). */
export function CheckStep({ step, value, disabled, onAnswer }: StepInputProps<'check'>) {
  const labels = useCheckLabels()
  const color = value?.result === 'fail' ? 'red' : value?.result === 'pass' ? 'green' : 'gray'
  return (
    <SegmentedControl
      fullWidth
      size="lg"
      color={color}
      aria-label={step.title}
      value={value?.result ?? ''}
      disabled={disabled}
      data={checkResults.map((result) => ({ value: result, label: labels[result] }))}
      onChange={(result) => onAnswer(checkAnswer(result as CheckResult))}
    />
  )
}

/** A number in its unit, its range beside it and flagged as typed; saved with the button or Enter. */
export function ReadingStep({ step, value, disabled, onAnswer }: StepInputProps<'reading'>) {
  const { t } = useLingui()
  const rangeWords = useRangeWords()
  const [typed, setTyped] = useState<number | string>(value?.value ?? '')
  const answer = readingAnswer(typed)
  const range = readingRange(step, typed)
  const changed = answer !== null && (answer.kind !== 'reading' || answer.value !== value?.value)
  const save = () => {
    if (answer && changed) onAnswer(answer)
  }
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NumberInput
          size="lg"
          flex={1}
          miw={0}
          label={t`Reading (${step.unit})`}
          description={rangeWords(step)}
          value={typed}
          onChange={setTyped}
          onKeyDown={(e) => (e.key === 'Enter' ? save() : undefined)}
          rightSection={<Text size="sm">{step.unit}</Text>}
          rightSectionWidth={Math.max(40, step.unit.length * 10 + 16)}
          error={
            range
              ? range === 'low'
                ? t`Out of range: below the minimum`
                : t`Out of range: above the maximum`
              : undefined
          }
          disabled={disabled}
          decimalScale={6}
          inputMode="decimal"
        />
        <Button size="lg" onClick={save} disabled={disabled || !changed}>
          {t`Save`}
        </Button>
      </Group>
    </Stack>
  )
}

/** One of the step's options, as large radios. */
export function ChoiceStep({ step, value, disabled, onAnswer }: StepInputProps<'choice'>) {
  return (
    <Radio.Group
      aria-label={step.title}
      value={value?.option ?? null}
      onChange={(option) => {
        const answer = choiceAnswer(step, option)
        if (answer) onAnswer(answer)
      }}
    >
      <Stack gap="sm" py={4}>
        {step.options.map((option) => (
          <Radio key={option} value={option} label={option} size="md" disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  )
}

/** A text, saved with the button. */
export function TextStep({ step, value, disabled, onAnswer }: StepInputProps<'text'>) {
  const { t } = useLingui()
  const [typed, setTyped] = useState(value?.text ?? '')
  const answer = textAnswer(typed)
  const changed = answer !== null && typed.trim() !== value?.text
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={step.title}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        maxLength={ANSWER_TEXT_MAX}
        autosize
        minRows={2}
        size="md"
        disabled={disabled}
      />
      <Group justify="flex-end">
        <Button size="md" onClick={() => answer && onAnswer(answer)} disabled={disabled || !changed}>
          {t`Save`}
        </Button>
      </Group>
    </Stack>
  )
}
