import { useLingui } from '@lingui/react/macro'
import { Anchor } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { type Column, PagedTable } from '@/components/paged-table'
import type { OrderRoll } from '@/contract/order-detail'
import { formatDateTime } from '@/lib/format/date'
import { formatDuration } from '@/lib/format/duration'
import { formatLength } from '@/lib/format/measures'
import { MISSING } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import type { OrderParams } from '@/lib/production/route-params'

export const ROLLS_PAGE_SIZE = 15

/** Rolls, 15 per page, each linking to its operation-analytics view where the machine allows it. */
export function RollsTable({
  rolls,
  prefs,
  order,
  analytics,
}: {
  rolls: readonly OrderRoll[]
  prefs: UnitPreferences
  order: OrderParams
  analytics: boolean
}) {
  const { t } = useLingui()
  const columns: Column<OrderRoll>[] = [
    {
      key: 'number',
      header: t`Roll`,
      cell: (r) =>
        analytics ? (
          <Anchor
            size="sm"
            aria-label={t`Roll ${r.number} in operation analytics`}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/roll/$number"
                params={{ ...order, number: r.number }}
              />
            )}
          >
            {r.number}
          </Anchor>
        ) : (
          r.number
        ),
    },
    { key: 'start', header: t`Start`, cell: (r) => formatDateTime(r.dateStart) },
    {
      key: 'finish',
      header: t`Finish`,
      cell: (r) => (r.dateFinish ? formatDateTime(r.dateFinish) : MISSING),
      visibleFrom: 'sm',
    },
    { key: 'duration', header: t`Duration`, cell: (r) => formatDuration(r.duration), align: 'right' },
    { key: 'clean', header: t`Clean`, cell: (r) => formatLength(r.cleanMeter, prefs), align: 'right' },
    { key: 'waste', header: t`Waste`, cell: (r) => formatLength(r.wasteMeter, prefs), align: 'right' },
  ]
  return (
    <PagedTable
      rows={rolls}
      columns={columns}
      pageSize={ROLLS_PAGE_SIZE}
      rowKey={(r) => r.number}
      label={t`Rolls`}
    />
  )
}
