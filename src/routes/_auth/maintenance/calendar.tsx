import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CalendarPage } from '@/features/maintenance/components/calendar/calendar-page'
import { type CalendarSearch, parseCalendarSearch } from '@/features/maintenance/model/calendar-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'
import { prefetchMaintenance } from './-prefetch'

export const Route = createFileRoute('/_auth/maintenance/calendar')({
  validateSearch: tolerantSearch<CalendarSearch>(parseCalendarSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchMaintenance(context, (m, client, session) => m.prefetchCalendar(client, session, deps)),
  component: CalendarRoute,
})

function CalendarRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return <CalendarPage search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
}
