import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { showToast } from '@/components/toast'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import {
  MACHINE_COST_MAX_LENGTH,
  type MachineCostField,
  type MachineCostRecordWire,
  machineCostFields,
} from '@/contract/job-costing'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useSaveMachineCost } from '../../api/machine-costs'
import { machineCostFailure } from '../../model/machine-cost-failure'
import {
  draftOf,
  fieldMax,
  type MachineCostDraft,
  type MachineCostErrorCode,
  machineCostErrors,
  machineCostSections,
  stepDecimals,
  valuesOf,
} from '../../model/machine-cost-form'
import { useMachineCostTexts } from './machine-cost-labels'

interface MachineCostFormProps {
  machineId: number
  record: MachineCostRecordWire
  currencySymbol: string
  /** Sees the values, changes nothing (ROLE_COMMERCIAL, or no job-costing edit right). */
  readOnly: boolean
  /** Why saving is not possible now (offline), or null. */
  blockedReason: string | null
}

const stepOf = new Map(machineCostFields.map((f) => [f.key as MachineCostField, f.step]))

/**
 * The machine-cost form (spec 002 §2.2, §3.2, §5, §8.2): every field of the record with its label
 * and unit, required, at least 0, percents at most 100, 7 characters at most, the steps of §5;
 * inline errors; Save with a spinner, then 'Machine costs saved' or the server's reason.
 */
export function MachineCostForm({
  machineId,
  record,
  currencySymbol,
  readOnly,
  blockedReason,
}: MachineCostFormProps) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const texts = useMachineCostTexts(currencySymbol)
  const save = useSaveMachineCost()
  const maxLength = MACHINE_COST_MAX_LENGTH
  const errorText = (field: MachineCostField, code: MachineCostErrorCode) => {
    const max = fieldMax(field)
    switch (code) {
      case 'REQUIRED':
        return t`This field is required.`
      case 'NOT_A_NUMBER':
        return t`Enter a number.`
      case 'NEGATIVE':
        return t`Must be 0 or more.`
      case 'ABOVE_MAX':
        return t`Must be ${max} or less.`
      case 'TOO_LONG':
        return t`At most ${maxLength} characters.`
    }
  }
  const form = useForm<MachineCostDraft>({
    initialValues: draftOf(record),
    validateInputOnBlur: true,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(machineCostErrors(values)).map(([field, code]) => [
          field,
          errorText(field as MachineCostField, code),
        ]),
      ),
  })

  // A new record from the server (after a save, or another manager's change) becomes the saved
  // state; what the user is still typing is never overwritten.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server's record changes.
  useEffect(() => {
    const next = draftOf(record)
    // Asked before the new initial values: against them, untouched old values would look edited.
    const edited = form.isDirty()
    form.setInitialValues(next)
    if (!edited) {
      form.setValues(next)
      form.resetDirty(next)
    }
  }, [record])

  const submit = form.onSubmit((draft) => {
    const values = valuesOf(draft)
    if (!values || blockedReason) return
    save.mutate(
      { machineId, priceId: record.id, values },
      {
        onSuccess: () => {
          form.resetDirty(draft)
          showToast(feedbackMessage('EDIT_MACHINE_PRICE_SUCCESS', i18n), 'green')
        },
        onError: (error) => {
          const failure = machineCostFailure(error, i18n)
          if (failure.field) form.setFieldError(failure.field, t`The server refused this value.`)
          showToast(failure.message, 'red')
        },
      },
    )
  })

  return (
    <form onSubmit={submit} noValidate aria-label={t`Machine costs`}>
      <UnsavedChangesGuard dirty={!readOnly && form.isDirty() && !save.isPending} />
      <Stack gap="lg">
        {machineCostSections.map((section) => (
          <Stack key={section.id} gap="xs">
            <Title order={2} size="h5">
              {texts.sections[section.id]}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, xl: 3 }} spacing="sm" verticalSpacing="xs">
              {section.fields.map((field) => {
                const step = stepOf.get(field) ?? 1
                const decimals = stepDecimals(step)
                return (
                  <NumberInput
                    key={field}
                    size="sm"
                    label={texts.fields[field].label}
                    rightSection={
                      <Text size="xs" c="dimmed" pr={4}>
                        {texts.fields[field].unit}
                      </Text>
                    }
                    rightSectionWidth={48}
                    rightSectionPointerEvents="none"
                    min={0}
                    max={fieldMax(field)}
                    step={step}
                    decimalScale={decimals}
                    allowDecimal={decimals > 0}
                    allowNegative={false}
                    decimalSeparator={prefs.decimalSeparator}
                    // Validation says what is wrong; clamping would change the value silently.
                    clampBehavior="none"
                    maxLength={MACHINE_COST_MAX_LENGTH}
                    hideControls
                    required
                    readOnly={readOnly}
                    data-field={field}
                    {...form.getInputProps(field)}
                  />
                )
              })}
            </SimpleGrid>
          </Stack>
        ))}
        {readOnly ? (
          <Text size="sm" c="dimmed">
            <Trans>You can see the machine costs; changing them needs the job-costing edit right.</Trans>
          </Text>
        ) : (
          <Group justify="flex-end" gap="sm">
            {blockedReason ? (
              <Text size="sm" c="dimmed">
                {blockedReason}
              </Text>
            ) : null}
            <Button type="submit" loading={save.isPending} disabled={blockedReason !== null}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
