import { useLingui } from '@lingui/react/macro'
import { Group, NumberInput, Select, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { BoardCatalog, BoardTool } from '@/contract/genius-board'
import { deckModes } from '@/contract/genius-board-rules'
import type { OrderFormValues } from '../model/order-form'
import { temperatureMeasure } from '../model/shown-units'
import { useBoardLabels } from './board-labels'
import type { DeckColumns } from './deck-columns'
import { InkSwatch } from './ink-swatch'

interface DeckRowProps {
  form: UseFormReturnType<OrderFormValues>
  index: number
  machineId: number
  catalog: BoardCatalog
  columns: DeckColumns
}

const toolOption = (tool: BoardTool) => ({ value: tool.code, label: tool.code })

/** A tool in the list: its code, then what it is (the field itself shows the code only). */
function toolOptionRenderer(catalog: BoardCatalog, machineId: number) {
  const descriptions = new Map(
    catalog.tools.filter((tool) => tool.machineId === machineId).map((tool) => [tool.code, tool.description]),
  )
  return ({ option }: { option: { value: string; label: string } }) => {
    const description = descriptions.get(option.value)
    return (
      <span>
        {option.label}
        {description ? (
          <Text span size="xs" c="dimmed">
            {` · ${description}`}
          </Text>
        ) : null}
      </span>
    )
  }
}

/** One deck: a card on a phone, a row of the grid on a wide screen; its problems under its fields. */
export function DeckRow({ form, index, machineId, catalog, columns }: DeckRowProps) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const { modes } = useBoardLabels()
  const deck = form.getValues().decks[index]
  const position = deck.position
  const path = (field: string) => `decks.${index}.${field}`
  const classNames = { label: 'gb-deck-label' }
  const tools = (kinds: string[]) =>
    catalog.tools.filter((tool) => tool.machineId === machineId && kinds.includes(tool.kind)).map(toolOption)
  const ink = catalog.inks.find((i) => String(i.id) === deck.inkId)
  const hexOf = new Map(catalog.inks.map((i) => [String(i.id), i.hex]))
  const renderTool = toolOptionRenderer(catalog, machineId)
  const clearProps = { 'aria-label': t`Clear` }
  const numberProps = {
    decimalSeparator: prefs.decimalSeparator,
    thousandSeparator: prefs.thousandsSeparator,
    hideControls: true,
    classNames,
  }
  return (
    <fieldset className="gb-deck" aria-label={t`Deck ${position}`}>
      <div className="gb-deck-title">
        {ink ? <InkSwatch hex={ink.hex} /> : null}
        {t`Deck ${position}`}
      </div>
      <Select
        label={columns.inkId}
        placeholder={t`Not used`}
        data={catalog.inks.map((i) => ({ value: String(i.id), label: i.name }))}
        clearable
        clearButtonProps={clearProps}
        searchable
        classNames={classNames}
        leftSection={ink ? <InkSwatch hex={ink.hex} size={16} /> : null}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <InkSwatch hex={hexOf.get(option.value) ?? 'transparent'} size={14} />
            {option.label}
          </Group>
        )}
        {...form.getInputProps(path('inkId'))}
      />
      <Select
        label={columns.anilox}
        renderOption={renderTool}
        data={tools(['anilox'])}
        clearable
        clearButtonProps={clearProps}
        searchable
        classNames={classNames}
        {...form.getInputProps(path('anilox'))}
      />
      <Select
        label={columns.plateHolder}
        renderOption={renderTool}
        data={[
          { group: t`Plate cylinders`, items: tools(['plate_cylinder']) },
          { group: t`Carriers`, items: tools(['carrier']) },
        ].filter((g) => g.items.length > 0)}
        clearable
        clearButtonProps={clearProps}
        searchable
        classNames={classNames}
        {...form.getInputProps(path('plateHolder'))}
      />
      <Select
        label={columns.tape}
        renderOption={renderTool}
        data={tools(['tape'])}
        clearable
        clearButtonProps={clearProps}
        searchable
        classNames={classNames}
        {...form.getInputProps(path('tape'))}
      />
      <Select
        label={columns.mode}
        data={deckModes.map((m) => ({ value: m, label: modes[m] }))}
        clearable
        clearButtonProps={clearProps}
        classNames={classNames}
        {...form.getInputProps(path('mode'))}
      />
      <NumberInput
        label={columns.viscosity}
        decimalScale={1}
        {...numberProps}
        {...form.getInputProps(path('viscosity'))}
      />
      <NumberInput
        label={columns.temperature}
        decimalScale={temperatureMeasure(prefs).decimals}
        {...numberProps}
        {...form.getInputProps(path('temperature'))}
      />
    </fieldset>
  )
}
