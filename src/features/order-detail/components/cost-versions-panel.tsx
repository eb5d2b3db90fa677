import { Trans, useLingui } from '@lingui/react/macro'
import { List, Stack, Text } from '@mantine/core'
import type { OrderCostVersion } from '@/contract/job-costing'
import { formatCurrency } from '@/lib/format/currency'
import { formatDate, formatDateTime } from '@/lib/format/date'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { consumableTypeName } from '@/lib/messages/consumable-types'

/**
 * Why the order's cost moved (issue 15 item 8): each recalculation that changed it, newest first,
 * the cost before and after, and the price changes behind it (type, days, who).
 */
export function CostVersionsPanel({
  versions,
  prefs,
  currency,
}: {
  versions: OrderCostVersion[]
  prefs: UnitPreferences
  currency: string
}) {
  const { t, i18n } = useLingui()
  if (versions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No price change has moved this order's cost since it finished.</Trans>
      </Text>
    )
  }
  return (
    <Stack gap="sm" maw={560}>
      {versions.map((v) => {
        const when = formatDateTime(v.computedAt)
        const before = formatCurrency(v.previousCost, currency, prefs)
        const after = formatCurrency(v.poCost, currency, prefs)
        return (
          <Stack key={v.computedAt} gap={2}>
            <Text size="sm" fw={600}>
              <Trans>
                {when}: {before} → {after}
              </Trans>
            </Text>
            <List size="xs" c="dimmed" spacing={0}>
              {v.changes.map((c) => {
                const type = consumableTypeName(i18n, c.consumableTypeId, c.consumableTypeName)
                const from = formatDate(c.from)
                const to = c.to === null ? null : formatDate(c.to)
                const who = c.changedBy ?? t`someone`
                return (
                  <List.Item key={`${c.consumableTypeId}-${c.at}`}>
                    {to === null ? (
                      <Trans>
                        {type} prices from {from}, changed by {who}
                      </Trans>
                    ) : (
                      <Trans>
                        {type} prices from {from} to {to}, changed by {who}
                      </Trans>
                    )}
                  </List.Item>
                )
              })}
            </List>
          </Stack>
        )
      })}
    </Stack>
  )
}
