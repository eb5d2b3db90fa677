import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Box, Loader } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { IconChartPie, IconLayoutList } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { type Column, PagedTable } from '@/components/paged-table'
import type { OrderInactivity } from '@/contract/order-detail'
import { formatDateTime } from '@/lib/format/date'
import { formatDuration } from '@/lib/format/duration'
import { MISSING } from '@/lib/format/number'
import { colourOfState } from './state-colours'

const InactivityPie = lazy(() => import('./inactivity-pie'))

export const INACTIVITIES_PAGE_SIZE = 15

/** The view switch in the section header: one icon toggles chart and list (spec 000 §4.3). */
export function InactivitiesViewToggle({
  view,
  onChange,
}: {
  view: 'chart' | 'list'
  onChange: (v: 'chart' | 'list') => void
}) {
  const { t } = useLingui()
  const label = view === 'chart' ? t`Show as list` : t`Show as chart`
  return (
    <LazyTooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        onClick={() => onChange(view === 'chart' ? 'list' : 'chart')}
      >
        {view === 'chart' ? <IconLayoutList size={18} /> : <IconChartPie size={18} />}
      </ActionIcon>
    </LazyTooltip>
  )
}

/** Inactivities as a pie (by description, 5 % label rule) or a list of 15 per page; NO_DATA when empty. */
export function InactivitiesPanel({
  inactivities,
  view,
}: {
  inactivities: readonly OrderInactivity[]
  view: 'chart' | 'list'
}) {
  const { t } = useLingui()
  const columns: Column<OrderInactivity>[] = [
    {
      key: 'state',
      header: t`State`,
      cell: (i) => (
        <Box
          component="span"
          aria-hidden
          style={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: '50%',
            background: colourOfState(i.state),
          }}
        />
      ),
    },
    { key: 'description', header: t`Description`, cell: (i) => i.description },
    { key: 'start', header: t`Start`, cell: (i) => formatDateTime(i.dateStart) },
    {
      key: 'finish',
      header: t`Finish`,
      cell: (i) => (i.dateFinish ? formatDateTime(i.dateFinish) : MISSING),
      visibleFrom: 'sm',
    },
    { key: 'duration', header: t`Duration`, cell: (i) => formatDuration(i.duration), align: 'right' },
  ]
  if (view === 'list' || inactivities.length === 0) {
    return (
      <PagedTable
        rows={inactivities}
        columns={columns}
        pageSize={INACTIVITIES_PAGE_SIZE}
        rowKey={(i) => i.id}
        label={t`Inactivities`}
      />
    )
  }
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t`Loading chart`} />}>
      <InactivityPie inactivities={inactivities} />
    </Suspense>
  )
}
