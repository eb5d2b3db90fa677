import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import dayjs from 'dayjs'
import { useEffect } from 'react'
import { showToast } from '@/components/toast'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import type { MaintenanceSettings } from '@/contract/maintenance'
import { errorMessage } from '@/lib/messages/api-errors'
import { useMaintenanceSettings, useSaveSettings } from '../../api/get-settings'
import { QueryState } from '../query-state'

/** ISO weekdays, Monday first, named in the interface language. */
const weekdays = [1, 2, 3, 4, 5, 6, 7].map((iso) => ({
  iso,
  // 2024-01-01 was a Monday.
  name: () =>
    dayjs('2024-01-01')
      .add(iso - 1, 'day')
      .format('dddd'),
}))

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
  const save = useSaveSettings()
  const form = useForm<MaintenanceSettings>({
    initialValues: settings,
    validate: {
      workingDays: (days) => (days.length === 0 ? t`Choose at least one working day.` : null),
      hoursPerDay: (h) =>
        !Number.isInteger(h) || h < 1 || h > 24 ? t`Value out of range: 1 to 24 hours.` : null,
      maxSpanDays: (d) =>
        !Number.isInteger(d) || d < 1 || d > 365 ? t`Value out of range: 1 to 365 days.` : null,
    },
  })
  // A save (or another manager's, on refetch) becomes the new saved state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the server's settings change.
  useEffect(() => {
    form.setInitialValues(settings)
    form.setValues(settings)
    form.resetDirty(settings)
  }, [settings])

  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, workingDays: [...values.workingDays].sort() },
      {
        onSuccess: () => showToast(t`Settings saved.`),
        onError: (error) => showToast(t`The settings were not saved: ${errorMessage(error, i18n)}`, 'red'),
      },
    ),
  )
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
          <Stack gap={6}>
            <Text fw={600} size="sm">
              <Trans>Working days</Trans>
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                Recurring work is planned on these days; a date that falls on another day moves to the next
                working day.
              </Trans>
            </Text>
            <Group gap="md">
              {weekdays.map((d) => (
                <Checkbox
                  key={d.iso}
                  label={d.name()}
                  checked={form.values.workingDays.includes(d.iso)}
                  onChange={(e) => toggle(d.iso, e.currentTarget.checked)}
                  tt="capitalize"
                />
              ))}
            </Group>
            {form.errors.workingDays ? (
              <Text size="xs" c="red">
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
