import { useLingui } from '@lingui/react/macro'
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core'
import type { CustomerJobError, CustomerJobFieldName, CustomerJobForm } from '../../model/customer-job'
import { TEXT_MAX } from '../../model/customer-job'

interface CustomerJobInputsProps {
  value: CustomerJobForm
  errors: Partial<Record<CustomerJobFieldName, CustomerJobError>>
  onChange: (value: CustomerJobForm) => void
}

/**
 * The seven fields of a customer and job (spec 001 §3), with their messages: the task form's
 * fieldset below and the work order's edit dialog (event/customer-job-dialog.tsx) both draw these.
 */
export function CustomerJobInputs({ value, errors, onChange }: CustomerJobInputsProps) {
  const { t } = useLingui()
  const messages: Record<CustomerJobError, string> = {
    'too-long': t`At most ${TEXT_MAX} characters.`,
    'not-a-number': t`Type a number, such as 80.5.`,
    'out-of-range': t`Value out of range.`,
  }
  const field = (name: CustomerJobFieldName, label: string, unit?: string) => (
    <TextInput
      label={label}
      value={value[name]}
      inputMode={unit ? 'decimal' : undefined}
      rightSection={unit}
      rightSectionWidth={unit ? 48 : undefined}
      error={errors[name] ? messages[errors[name]] : undefined}
      onChange={(e) => onChange({ ...value, [name]: e.currentTarget.value })}
    />
  )
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {field('customer', t`Customer`)}
      {field('jobName', t`Job`)}
      {field('jobReference', t`Job reference`)}
      {field('jobMaterial', t`Material`)}
      {field('jobGrammage', t`Grammage`, 'g/m²')}
      {field('jobThickness', t`Thickness`, 'µm')}
      {field('jobWidth', t`Width`, 'mm')}
    </SimpleGrid>
  )
}

/**
 * The customer and job a new task's work orders are for (spec 001 §3), each optional; sent with the
 * task form's fields under the same names (customer, jobName, ..., jobMaterial).
 */
export function CustomerJobFields(props: CustomerJobInputsProps) {
  const { t } = useLingui()
  return (
    <Fieldset legend={t`Customer and job (optional)`}>
      <CustomerJobInputs {...props} />
    </Fieldset>
  )
}
