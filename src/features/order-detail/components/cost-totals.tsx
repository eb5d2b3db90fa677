import { useLingui } from '@lingui/react/macro'
import { Table } from '@mantine/core'
import type { PlantCosts } from '@/contract/order-detail'
import { formatCurrency } from '@/lib/format/currency'
import { formatLength } from '@/lib/format/measures'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { formatQuantity } from '@/lib/messages/quantity-units'

/**
 * Totals used, clean and waste of the plant costs (spec 000 §3.4): length in the user's unit,
 * weight of the material, cost. Four narrow columns that fit a 360 px screen (labels of a word,
 * numbers without wrapping); the server's reading of each figure is in ADR 045.
 */
export function CostTotals({
  totals,
  prefs,
  currency,
}: {
  totals: PlantCosts['totals']
  prefs: UnitPreferences
  currency: string
}) {
  const { t, i18n } = useLingui()
  const rows = [
    { key: 'used', label: t`Used`, value: totals.used },
    { key: 'clean', label: t`Clean`, value: totals.clean },
    { key: 'waste', label: t`Waste`, value: totals.waste },
  ]
  const nowrap = { whiteSpace: 'nowrap' } as const
  return (
    <Table fz="sm" verticalSpacing={4} horizontalSpacing={6} maw={520} aria-label={t`Used, clean and waste`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">{t`Length`}</Table.Th>
          <Table.Th ta="right">{t`Weight`}</Table.Th>
          <Table.Th ta="right">{t`Cost`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Th scope="row" fw={r.key === 'used' ? 700 : 500}>
              {r.label}
            </Table.Th>
            <Table.Td ta="right" style={nowrap}>
              {formatLength(r.value.meters, prefs)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {formatQuantity(i18n, r.value.weight, 'kg', prefs, 1)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {formatCurrency(r.value.cost, currency, prefs)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
