import { useLingui } from '@lingui/react/macro'
import { type Column, PagedTable } from '@/components/paged-table'
import type { OperatorAggregate } from '@/contract/order-detail'
import { formatDuration } from '@/lib/format/duration'
import { formatLength, formatSpeed } from '@/lib/format/measures'
import type { UnitPreferences } from '@/lib/format/unit-preferences'

/** The per-operator aggregate (spec 001 §3) over the operators' periods on the order. */
export function OperatorsTable({
  operators,
  prefs,
}: {
  operators: readonly OperatorAggregate[]
  prefs: UnitPreferences
}) {
  const { t } = useLingui()
  const columns: Column<OperatorAggregate>[] = [
    { key: 'name', header: t`Operator`, cell: (o) => o.name },
    { key: 'total', header: t`Total time`, cell: (o) => formatDuration(o.totalTime), align: 'right' },
    {
      key: 'meters',
      header: t`Total meters`,
      cell: (o) => formatLength(o.totalMeters, prefs),
      align: 'right',
    },
    { key: 'clean', header: t`Clean`, cell: (o) => formatLength(o.cleanMeter, prefs), align: 'right' },
    { key: 'waste', header: t`Waste`, cell: (o) => formatLength(o.wasteMeter, prefs), align: 'right' },
    {
      key: 'inactive',
      header: t`Inactivity time`,
      cell: (o) => formatDuration(o.inactivityTime),
      align: 'right',
    },
    { key: 'turning', header: t`Turning time`, cell: (o) => formatDuration(o.turningTime), align: 'right' },
    { key: 'stops', header: t`Inactivities`, cell: (o) => o.nInactivities, align: 'right' },
    { key: 'rolls', header: t`Rolls`, cell: (o) => o.nRolls, align: 'right' },
    { key: 'speed', header: t`Clean speed`, cell: (o) => formatSpeed(o.averageSpeed, prefs), align: 'right' },
    {
      key: 'turningSpeed',
      header: t`Turning speed`,
      cell: (o) => formatSpeed(o.turningSpeed, prefs),
      align: 'right',
    },
  ]
  return (
    <PagedTable
      rows={operators}
      columns={columns}
      pageSize={50}
      rowKey={(o) => o.name}
      label={t`Operators`}
    />
  )
}
