import '@mantine/dates/styles.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Card,
  Checkbox,
  FileInput,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import type { UseFormReturnType } from '@mantine/form'
import dayjs from 'dayjs'
import { type ReactNode, useMemo } from 'react'
import { IconFilePdf } from '@/components/icons'
import type { MaintenanceTaskFormData } from '@/contract/maintenance-tasks'
import { TASK_DESCRIPTION_MAX, TASK_NAME_MAX } from '@/contract/maintenance-tasks'
import { formatDate } from '@/lib/format/date'
import type { TaskFormValues } from '../../model/task-form'
import { nextDays } from '../../model/task-form-preview'
import { RiskBadge } from '../event-badges'
import { riskColour, useMaintenanceLabels } from '../labels'

export interface TaskFormFieldsProps {
  form: UseFormReturnType<TaskFormValues>
  data: MaintenanceTaskFormData
  /** 'order': the one-off corrective work order (no frequency, no end, today or later). */
  mode: 'task' | 'order'
  /** The PDF the task already has (an edit). */
  currentFile: string | null
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

/** The task form's fields in four sections: what, when, why and by whom, where; then the PDF. */
export function TaskFormFields({ form, data, mode, currentFile }: TaskFormFieldsProps) {
  const { t } = useLingui()
  const labels = useMaintenanceLabels()
  const v = form.values
  const chosen = v.machines.map(Number)
  // An asset of a chosen machine or of none; an operator who works on a chosen machine.
  const assetAllowed = (a: { machineId: number | null }) =>
    a.machineId === null || chosen.includes(a.machineId)
  const operatorAllowed = (o: { machineIds: number[] }) => o.machineIds.some((id) => chosen.includes(id))
  const setMachines = (ids: string[]) => {
    const machines = ids.map(Number)
    form.setValues({
      machines: ids,
      assets: v.assets.filter((id) => {
        const asset = data.assets.find((a) => String(a.id) === id)
        return asset && (asset.machineId === null || machines.includes(asset.machineId))
      }),
      operators: v.operators.filter((id) => {
        const operator = data.operators.find((o) => String(o.id) === id)
        return operator?.machineIds.some((m) => machines.includes(m))
      }),
    })
  }
  const { frequency, customFrequencyDays, startDate, endDate } = v
  const preview = useMemo(
    () => nextDays({ frequency, customFrequencyDays, startDate, endDate }, data.today, data.workingDays),
    [frequency, customFrequencyDays, startDate, endDate, data.today, data.workingDays],
  )
  return (
    <DatesProvider settings={{ locale: dayjs.locale(), firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <Section title={t`What`}>
          <TextInput label={t`Name`} required maxLength={TASK_NAME_MAX} {...form.getInputProps('name')} />
          <Textarea
            label={t`Description`}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={TASK_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t`Type`}
              required
              data={data.taskTypes.map((type) => ({ value: type, label: labels.types[type] }))}
              allowDeselect={false}
              {...form.getInputProps('type')}
            />
            <Select
              label={t`Machine condition`}
              required
              data={data.taskConditions.map((c) => ({ value: c, label: labels.conditions[c] }))}
              allowDeselect={false}
              {...form.getInputProps('condition')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t`When`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {mode === 'task' ? (
              <Select
                label={t`Frequency`}
                required
                data={data.frequencies.map((f) => ({ value: f, label: labels.frequencies[f] }))}
                allowDeselect={false}
                {...form.getInputProps('frequency')}
              />
            ) : null}
            {mode === 'task' && v.frequency === 'custom' ? (
              <NumberInput
                label={t`Every so many days`}
                required
                min={1}
                max={366}
                allowDecimal={false}
                {...form.getInputProps('customFrequencyDays')}
              />
            ) : null}
            <DatePickerInput
              label={mode === 'order' || v.frequency === 'none' ? t`Day` : t`First day`}
              required
              valueFormat="DD/MM/YYYY"
              minDate={mode === 'order' ? data.today : undefined}
              {...form.getInputProps('startDate')}
            />
            {mode === 'task' && v.frequency !== 'none' ? (
              <DatePickerInput
                label={t`Last day`}
                placeholder={t`No end`}
                clearable
                valueFormat="DD/MM/YYYY"
                minDate={v.startDate ?? undefined}
                {...form.getInputProps('endDate')}
              />
            ) : null}
            <NumberInput
              label={t`Planned duration (minutes)`}
              description={t`At most the plant's working day: ${data.hoursPerDay} h`}
              required
              min={1}
              max={data.hoursPerDay * 60}
              allowDecimal={false}
              {...form.getInputProps('durationMinutes')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed" data-testid="task-next-days">
            {preview.length > 0
              ? t`Next work orders: ${preview.map((d) => formatDate(d)).join(', ')}`
              : t`No work order will be planned from today with these days.`}
          </Text>
        </Section>

        <Section title={t`Why and by whom`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Reason`} required maxLength={200} {...form.getInputProps('reason')} />
            <TextInput label={t`Provider`} required maxLength={200} {...form.getInputProps('provider')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="task-risk-label">
              <Trans>Risk</Trans>
            </Text>
            <Group gap="sm" wrap="wrap">
              <SegmentedControl
                aria-labelledby="task-risk-label"
                data={['0', '1', '2', '3', '4', '5']}
                value={String(v.risk)}
                onChange={(value) => form.setFieldValue('risk', Number(value))}
                color={riskColour(v.risk)}
              />
              <RiskBadge risk={v.risk} withMeaning />
            </Group>
            {form.errors.risk ? (
              <Text size="xs" c="red">
                {form.errors.risk}
              </Text>
            ) : null}
          </Stack>
        </Section>

        <Section title={t`Where`}>
          <MultiSelect
            label={t`Machines`}
            required
            searchable
            data={data.machines.map((m) => ({ value: String(m.id), label: m.name }))}
            {...form.getInputProps('machines')}
            onChange={setMachines}
          />
          <MultiSelect
            label={t`Assets`}
            searchable
            clearable
            data={data.assets.filter(assetAllowed).map((a) => ({ value: String(a.id), label: a.name }))}
            {...form.getInputProps('assets')}
          />
          <MultiSelect
            label={t`Operators`}
            description={t`Each machine's work order goes to the first operator who works on it.`}
            searchable
            clearable
            data={data.operators.filter(operatorAllowed).map((o) => ({ value: String(o.id), label: o.name }))}
            {...form.getInputProps('operators')}
          />
        </Section>

        <Section title={t`Step-by-step instructions`}>
          <FileInput
            label={currentFile ? t`Replace the PDF` : t`PDF (at most 20 MB)`}
            accept="application/pdf"
            clearable
            leftSection={<IconFilePdf size={16} />}
            placeholder={t`Choose a PDF`}
            {...form.getInputProps('file')}
          />
          {currentFile && !v.file ? (
            <Checkbox
              label={t`Remove the current PDF (${currentFile})`}
              {...form.getInputProps('removeFile', { type: 'checkbox' })}
            />
          ) : null}
        </Section>
      </Stack>
    </DatesProvider>
  )
}
