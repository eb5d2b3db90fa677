import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Table, Text } from '@mantine/core'
import type { OrderCostComparison } from '@/contract/job-costing'
import { formatCostPerSquareMeter } from '@/lib/format/currency'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'

const causeLabels: Record<
  NonNullable<OrderCostComparison['peers']>['causes'][number]['cause'],
  MessageDescriptor
> = {
  prices: msg`Prices paid`,
  waste: msg`Waste`,
  speed: msg`Speed`,
  downtime: msg`Stops`,
  other: msg`Consumption per m²`,
}

/**
 * Why the order cost more (issue 15 item 8): its cost per good m² next to similar orders' and the
 * difference by cause, dearer first; a positive amount made this order cost more (orange), a
 * negative one saved (green). Consumables and machine time over the clean area (ADR 020).
 */
export function CostComparisonPanel({
  comparison,
  prefs,
}: {
  comparison: OrderCostComparison
  prefs: UnitPreferences
}) {
  const { t, i18n } = useLingui()
  const symbol = comparison.currency.symbol
  const perM2 = (value: number) => formatCostPerSquareMeter(value, symbol, prefs)
  const signed = (value: number) => `${value > 0 ? '+' : ''}${perM2(value)}`
  const { criteria, peers } = comparison
  const material = criteria.materialName ?? t`no material`
  const from = formatNumber(criteria.widthFrom, prefs, { decimals: 0 })
  const to = formatNumber(criteria.widthTo, prefs, { decimals: 0 })
  const orderCost = perM2(comparison.order)
  if (!peers) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>
          This order: {orderCost} per good m². No similar order to compare with (same material, {material},
          width {from}–{to} mm).
        </Trans>
      </Text>
    )
  }
  const difference = comparison.order - peers.costPerSquareMeter
  const percent = peers.costPerSquareMeter > 0 ? (difference * 100) / peers.costPerSquareMeter : null
  const causes = [...peers.causes].sort((a, b) => b.amount - a.amount)
  const count = peers.count
  const peerCost = perM2(peers.costPerSquareMeter)
  return (
    <Stack gap="xs" maw={520}>
      <Text size="sm">
        <Trans>
          Cost per good m² (consumables and machine time): this order {orderCost}, similar orders {peerCost}.
        </Trans>{' '}
        {percent !== null ? (
          <Text span fw={700} c={difference > 0 ? 'orange' : 'green'}>
            {`${percent > 0 ? '+' : ''}${formatNumber(percent, prefs, { decimals: 1 })} %`}
          </Text>
        ) : null}
      </Text>
      <Table fz="sm" verticalSpacing={4} aria-label={t`Difference by cause`}>
        <Table.Tbody>
          {causes.map((c) => (
            <Table.Tr key={c.cause}>
              <Table.Td>{i18n._(causeLabels[c.cause])}</Table.Td>
              <Table.Td
                ta="right"
                c={Math.abs(c.amount) < 5e-7 ? 'dimmed' : c.amount > 0 ? 'orange' : 'green'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {signed(c.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        <Trans>
          Similar orders: the latest {count} of this machine with the same material ({material}) and a width
          of {from}–{to} mm.
        </Trans>
      </Text>
    </Stack>
  )
}
