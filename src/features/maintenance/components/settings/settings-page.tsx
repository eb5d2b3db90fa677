import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useId, useMemo } from 'react'
import { QueryState } from '@/components/query-state'
import { showToast } from '@/components/toast'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import type { MaintenanceSettings } from '@/contract/maintenance'
import { errorMessage } from '@/lib/messages/api-errors'
import { useMaintenanceSettings } from '../../api/get-settings'
import { useSaveSettings } from '../../api/save-settings'

/**
 * ISO weekdays, Monday first, named in the interface language. Intl rather than dayjs: its names
 * follow a language switch at once, where dayjs's locale loads a moment later.
 */
const weekdays = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale.replace('_', '-'), { weekday: 'long', timeZone: 'UTC' })
  // 1 January 2024 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((iso) => ({ iso, name: format.format(Date.UTC(2024, 0, iso)) }))
}

/** The settings as the server answers them: weekdays once each, in ISO order. */
const normalized = (s: MaintenanceSettings): MaintenanceSettings => ({
  workingDays: [...new Set(s.workingDays)].sort((a, b) => a - b),
  hoursPerDay: s.hoursPerDay,
  maxSpanDays: s.maxSpanDays,
})

/**
 * The plant's maintenance settings (spec 001 §9, managers): the weekdays and hours per day that
 * recurring work is planned on, and how many days a work order may move from its first day.
 */
export function SettingsPage() {
  const { t } = useLingui()
  const query = useMaintenanceSettings()
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        <Trans>Maintenance settings</Trans>
      </Title>
      <QueryState query={query} what={t`The settings could not be loaded`}>
        {(settings) => <SettingsForm settings={settings} />}
      </QueryState>
    </Stack>
  )
}

function SettingsForm({ settings }: { settings: MaintenanceSettings }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const save = useSaveSettings()
  // NumberInput leaves '' when emptied: that is a missing value, not one out of range.
  const whole = (v: number, min: number, max: number, outOfRange: string) =>
    typeof v !== 'number'
      ? t`This field is required.`
      : !Number.isInteger(v) || v < min || v > max
        ? outOfRange
        : null
  const form = useForm<MaintenanceSettings>({
    initialValues: settings,
    validate: {
      workingDays: (days) => (days.length === 0 ? t`Choose at least one working day.` : null),
      hoursPerDay: (h) => whole(h, 1, 24, t`Value out of range: 1 to 24 hours.`),
      maxSpanDays: (d) => whole(d, 1, 365, t`Value out of range: 1 to 365 days.`),
    },
  })
  // The server's settings (after a save, or another manager's on a refetch) become the saved
  // state; what the user is still editing is never overwritten.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server's settings change.
  useEffect(() => {
    form.setInitialValues(settings)
    const values = form.getValues()
    const same = JSON.stringify(normalized(values)) === JSON.stringify(normalized(settings))
    if (same || !form.isDirty()) {
      form.setValues(settings)
      form.resetDirty(settings)
    }
  }, [settings])

  const submit = form.onSubmit((values) =>
    save.mutate(normalized(values), {
      onSuccess: () => showToast(t`Settings saved.`),
      onError: (error) => showToast(t`The settings were not saved: ${errorMessage(error, i18n)}`, 'red'),
    }),
  )
  const days = useMemo(() => weekdays(i18n.locale), [i18n.locale])
  const toggle = (iso: number, on: boolean) =>
    form.setFieldValue(
      'workingDays',
      on ? [...new Set([...form.values.workingDays, iso])] : form.values.workingDays.filter((d) => d !== iso),
    )

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <Card withBorder padding="md">
        <Stack gap="md">
          <Stack gap={6} role="group" aria-labelledby={`${id}-days`} aria-describedby={`${id}-days-help`}>
            <Text fw={600} size="sm" id={`${id}-days`}>
              <Trans>Working days</Trans>
            </Text>
            <Text size="xs" c="dimmed" id={`${id}-days-help`}>
              <Trans>
                Recurring work is planned on these days; a date that falls on another day moves to the next
                working day.
              </Trans>
            </Text>
            <Group gap="md">
              {days.map((d) => (
                <Checkbox
                  key={d.iso}
                  label={d.name}
                  checked={form.values.workingDays.includes(d.iso)}
                  onChange={(e) => toggle(d.iso, e.currentTarget.checked)}
                  tt="capitalize"
                />
              ))}
            </Group>
            {form.errors.workingDays ? (
              <Text size="xs" c="red" role="alert">
                {form.errors.workingDays}
              </Text>
            ) : null}
          </Stack>
          <NumberInput
            label={t`Working hours per day`}
            min={1}
            max={24}
            allowDecimal={false}
            w={220}
            {...form.getInputProps('hoursPerDay')}
          />
          <NumberInput
            label={t`Maximum work-order span (days)`}
            description={t`How far a work order may move from the day it was first planned.`}
            min={1}
            max={365}
            allowDecimal={false}
            w={320}
            {...form.getInputProps('maxSpanDays')}
          />
          {save.isError ? <Alert color="red">{errorMessage(save.error, i18n)}</Alert> : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || save.isPending}
            >
              <Trans>Undo changes</Trans>
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  )
}
