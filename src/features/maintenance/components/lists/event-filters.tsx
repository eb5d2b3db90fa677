import { useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import { DeferredFilterBar, type StandInField } from '@/components/deferred-filter-bar'
import { activeFilterCount, FiltersPanel } from '@/components/filters-panel'
import type { EventFiltersProps } from './event-filter-fields'

const loadFields = () => import('./event-filter-fields')
const EventFilterFields = lazy(() => loadFields().then((m) => ({ default: m.EventFilterFields })))

/**
 * The work-order filters (spec 001 §7) of today, the lists, the dashboard and the calendar. Their
 * selects and date picker load when the user reaches for them (DeferredFilterBar); a filter set in
 * the address shows the real fields at once. The stand-ins' labels and widths are the fields'.
 */
export function EventFilters(props: EventFiltersProps) {
  const { t } = useLingui()
  const count = activeFilterCount(props.filters)
  const select = (key: string, label: string, w: number): StandInField => ({
    key,
    label,
    placeholder: t`All`,
    w: { base: '100%', xs: w },
    chevron: true,
  })
  const fields = [
    select('machines', t`Machines`, 220),
    select('assets', t`Assets`, 200),
    select('operators', t`Operators`, 200),
    select('frequencies', t`Frequencies`, 200),
    select('risks', t`Risk`, 200),
    ...(props.withStates ? [select('states', t`State`, 180)] : []),
    { key: 'days', label: t`Days`, placeholder: t`Any day`, w: { base: '100%', xs: 230 } },
  ]
  return (
    <FiltersPanel count={count}>
      <DeferredFilterBar fields={fields} preload={loadFields} live={count > 0}>
        {(opening) => <EventFilterFields {...props} opening={opening} />}
      </DeferredFilterBar>
    </FiltersPanel>
  )
}
