import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Box, Group, Stack, Table, Text } from '@mantine/core'
import { type Column, PagedTable } from '@/components/paged-table'
import type { MachineCosts, MachineOrderConsumptions, PlantCosts } from '@/contract/order-detail'
import { formatCostPerSquareMeter, formatCurrency } from '@/lib/format/currency'
import { formatMinutes } from '@/lib/format/duration'
import { formatLength } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { consumableTypeName } from '@/lib/messages/consumable-types'
import { formatQuantity, perUnit } from '@/lib/messages/quantity-units'
import { timeSymbols } from '@/lib/messages/time-units'
import { CostTotals } from './cost-totals'

type PlantLine = PlantCosts['lines'][number]

/** Plant costs (spec 000 §3.4): consumption, price, per-surface consumption and cost per consumable type. */
export function PlantCostsPanel({
  costs,
  prefs,
  currency,
}: {
  costs: PlantCosts
  prefs: UnitPreferences
  currency: string
}) {
  const { t, i18n } = useLingui()
  const columns: Column<PlantLine>[] = [
    { key: 'name', header: t`Consumable`, cell: (l) => consumableTypeName(i18n, l.consumableTypeId, l.name) },
    {
      key: 'consumption',
      header: t`Consumption`,
      cell: (l) => formatQuantity(i18n, l.consumption, l.unit, prefs, 2),
      align: 'right',
    },
    {
      key: 'price',
      header: t`Price`,
      cell: (l) =>
        l.price === null ? '-' : perUnit(i18n, formatCurrency(l.price, currency, prefs, 4), l.unit),
      align: 'right',
      visibleFrom: 'sm',
    },
    {
      key: 'perM2',
      header: t`Consumption per m²`,
      cell: (l) => formatQuantity(i18n, l.consumptionPerSquareMeter, l.unit, prefs, 6),
      align: 'right',
      visibleFrom: 'md',
    },
    { key: 'cost', header: t`Cost`, cell: (l) => formatCurrency(l.cost, currency, prefs), align: 'right' },
    {
      key: 'costPerM2',
      header: t`Cost per m²`,
      cell: (l) => formatCostPerSquareMeter(l.costPerSquareMeter, currency, prefs),
      align: 'right',
      visibleFrom: 'sm',
    },
  ]
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Text size="sm">
          {t`Total`}: <b>{formatCurrency(costs.total, currency, prefs)}</b>
        </Text>
        <Text size="sm">
          {t`Per m²`}: <b>{formatCostPerSquareMeter(costs.totalPerSquareMeter, currency, prefs)}</b>
        </Text>
        <Text size="sm" c="dimmed">
          {t`Surface ${formatNumber(costs.squareMeters, prefs)} m²`}
        </Text>
      </Group>
      <CostTotals totals={costs.totals} prefs={prefs} currency={currency} />
      <PagedTable
        rows={costs.lines}
        columns={columns}
        pageSize={50}
        rowKey={(l) => l.consumableTypeId}
        label={t`Plant costs`}
      />
      {costs.inkGroups.length > 0 ? (
        <Group gap="xs" aria-label={t`Ink by group`} role="list">
          {costs.inkGroups.map((g) => (
            <Group key={g.id} gap={6} wrap="nowrap" role="listitem">
              <Box
                w={12}
                h={12}
                style={{
                  borderRadius: '50%',
                  background: g.hex,
                  border: '1px solid var(--mantine-color-default-border)',
                }}
              />
              <Text size="xs">
                {g.description}: {formatQuantity(i18n, g.consumption, 'kg', prefs, 2)} ·{' '}
                {formatCurrency(g.cost, currency, prefs)}
              </Text>
            </Group>
          ))}
        </Group>
      ) : null}
    </Stack>
  )
}

const machineCostLabels: Record<NonNullable<MachineCosts>['lines'][number]['key'], MessageDescriptor> = {
  amortization: msg`Amortization`,
  operators: msg`Operators`,
  cliche: msg`Cliché`,
  adhesive: msg`Adhesive`,
  scraper: msg`Scraper`,
  stamp: msg`Stamp`,
  rag: msg`Rag`,
  splicingTape: msg`Splicing tape`,
  aniloxCleaner: msg`Anilox cleaner`,
  treatmentPencil: msg`Treatment pencil`,
}

type ConsumptionLine = MachineOrderConsumptions['lines'][number]

/** A machine-cost line's quantity as read: '3 h 12 min', '12,400 m', 'Rolls: 14', 'Once per order'. */
function usedText(i18n: I18n, line: ConsumptionLine, prefs: UnitPreferences): string {
  const n = formatNumber(line.quantity, prefs, { decimals: 0 })
  switch (line.unit) {
    case 'hours':
      return formatMinutes(Math.round(line.quantity * 60), timeSymbols(i18n))
    case 'meters':
      return formatLength(line.quantity, prefs)
    case 'rolls':
      return i18n._(msg`Rolls: ${n}`)
    case 'decks':
      return i18n._(msg`Inked decks: ${n}`)
    case 'orders':
      return i18n._(msg`Once per order`)
  }
}

/**
 * Machine costs (spec 000 §3.4) from the machine's cost record; lines of 0 are left out. Beside
 * each, what the order used of it (machine PO consumptions) once that answer is in; without it
 * (loading, or a failed call) the costs show alone.
 */
export function MachineCostsPanel({
  costs,
  consumptions,
  prefs,
  currency,
}: {
  costs: NonNullable<MachineCosts>
  consumptions: MachineOrderConsumptions | undefined
  prefs: UnitPreferences
  currency: string
}) {
  const { t, i18n } = useLingui()
  const lines = costs.lines.filter((l) => l.cost > 0)
  const used = new Map(consumptions?.lines.map((l) => [l.key, l]))
  return (
    <Table fz="sm" verticalSpacing={4} horizontalSpacing={6} aria-label={t`Machine costs`} maw={520}>
      <Table.Tbody>
        {lines.map((l) => {
          const quantity = used.get(l.key)
          return (
            <Table.Tr key={l.key}>
              <Table.Td>{i18n._(machineCostLabels[l.key])}</Table.Td>
              <Table.Td ta="right" c="dimmed">
                {quantity ? usedText(i18n, quantity, prefs) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(l.cost, currency, prefs)}
              </Table.Td>
            </Table.Tr>
          )
        })}
        <Table.Tr>
          <Table.Td fw={700}>{t`Total`}</Table.Td>
          <Table.Td />
          <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatCurrency(costs.total, currency, prefs)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  )
}
