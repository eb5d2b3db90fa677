import '@mantine/charts/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import { BarChart } from '@mantine/charts'
import { useMediaQuery } from '@mantine/hooks'
import type { MaintenanceDashboard } from '@/contract/maintenance'
import { formatDate } from '@/lib/format/date'

/** The widest a bar may be (spec 001 §9: 100 above 1200 px, 50 above 768, else 33). */
export function maxBarWidth(wide: boolean, medium: boolean) {
  return wide ? 100 : medium ? 50 : 33
}

/** Done versus planned work over the last weeks (Monday first); loaded apart from the figures. */
export default function WeeksChart({ weeks }: { weeks: MaintenanceDashboard['weeks'] }) {
  const { t } = useLingui()
  const wide = useMediaQuery('(min-width: 1201px)') ?? false
  const medium = useMediaQuery('(min-width: 769px)') ?? false
  const data = weeks.map((w) => ({
    week: formatDate(w.weekStart).slice(0, 5),
    planned: w.planned,
    done: w.done,
  }))
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="week"
      maxBarWidth={maxBarWidth(wide, medium)}
      withLegend
      series={[
        { name: 'planned', label: t`Planned`, color: 'gray.5' },
        { name: 'done', label: t({ message: 'Done', context: 'work-order state' }), color: 'teal.6' },
      ]}
      tickLine="y"
      gridAxis="y"
    />
  )
}
