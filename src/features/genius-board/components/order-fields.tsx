import { useLingui } from '@lingui/react/macro'
import { Autocomplete, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { BoardCatalog, BoardMachine } from '@/contract/genius-board'
import { formatNumber } from '@/lib/format/number'
import { decksForMachine, findMachine, type OrderFormValues, setupOf } from '../model/order-form'
import { lengthMeasure, shownRange, widthMeasure } from '../model/shown-units'

interface OrderFieldsProps {
  form: UseFormReturnType<OrderFormValues>
  catalog: BoardCatalog
}

/**
 * The order's own fields: machine, reference, job, customer (any name; the plant's customers are
 * suggested), material, width and target in the user's units, and the recipe of a laminating or
 * coating machine. Picking another machine sets up its decks (keeping what fits).
 */
export function OrderFields({ form, catalog }: OrderFieldsProps) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const values = form.getValues()
  const machine = findMachine(catalog, values.machineId)
  const width = widthMeasure(prefs)
  const length = lengthMeasure(prefs)
  const widthUnit = width.unit
  const lengthUnit = length.unit
  const widthHint = useWidthHint(machine)
  const numberProps = {
    decimalSeparator: prefs.decimalSeparator,
    thousandSeparator: prefs.thousandsSeparator,
    hideControls: true,
    min: 0,
  }

  const onMachine = (value: string | null) => {
    const next = findMachine(catalog, value)
    form.setValues({
      machineId: value,
      decks: decksForMachine(next, form.getValues().decks, catalog),
      sharedJobId: null,
    })
    form.clearErrors()
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <Select
        label={t`Machine`}
        required
        data={catalog.machines.map((m) => ({ value: String(m.id), label: m.name }))}
        allowDeselect={false}
        searchable
        {...form.getInputProps('machineId')}
        onChange={onMachine}
      />
      <TextInput label={t`Order reference`} required maxLength={60} {...form.getInputProps('reference')} />
      <TextInput label={t`Job name`} required maxLength={100} {...form.getInputProps('jobName')} />
      <Autocomplete
        label={t`Customer`}
        required
        maxLength={100}
        data={[...new Set(catalog.customers)]}
        limit={20}
        {...form.getInputProps('customer')}
      />
      <Select
        label={t`Material`}
        required
        data={catalog.materials.map((m) => ({ value: String(m.id), label: m.name }))}
        allowDeselect={false}
        searchable
        {...form.getInputProps('materialId')}
      />
      <NumberInput
        label={t`Width (${widthUnit})`}
        description={widthHint}
        required
        decimalScale={width.decimals}
        {...numberProps}
        {...form.getInputProps('width')}
      />
      <NumberInput
        label={t`Target (${lengthUnit})`}
        required
        decimalScale={length.decimals}
        {...numberProps}
        {...form.getInputProps('targetMeter')}
      />
      {setupOf(machine) === 'recipe' ? (
        <Select
          label={t`Recipe (shared job)`}
          required
          data={catalog.recipes.map((r) => ({
            value: String(r.id),
            label: `${r.customer} · ${r.reference}`,
          }))}
          searchable
          nothingFoundMessage={t`No shared job`}
          {...form.getInputProps('sharedJobId')}
        />
      ) : null}
    </SimpleGrid>
  )
}

/** The machine's material widths in the user's units: "Between 200 and 1,300 mm on this machine". */
function useWidthHint(machine: BoardMachine | undefined): string | undefined {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  if (!machine || machine.maxWidth === null) return undefined
  const m = widthMeasure(prefs)
  const range = shownRange({ min: machine.minWidth ?? 0, max: machine.maxWidth }, m)
  const options = { decimals: m.decimals, trimZeros: true }
  const min = formatNumber(range.min, prefs, options)
  const max = formatNumber(range.max, prefs, options)
  const unit = range.unit
  return t`From ${min} to ${max} ${unit} on this machine`
}
