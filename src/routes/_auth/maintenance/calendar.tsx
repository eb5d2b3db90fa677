import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CalendarPage } from '@/features/maintenance/components/calendar/calendar-page'
import { parseCalendarSearch } from '@/features/maintenance/model/calendar-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/maintenance/calendar')({
  validateSearch: tolerantSearch(parseCalendarSearch),
  component: CalendarRoute,
})

function CalendarRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return <CalendarPage search={Route.useSearch()} onSearch={(next) => navigate({ search: next })} />
}
