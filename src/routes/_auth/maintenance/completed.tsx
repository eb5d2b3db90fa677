import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { EventListPage } from '@/features/maintenance/components/lists/event-list-page'
import { listLoader, listSearch } from './-prefetch'

export const Route = createFileRoute('/_auth/maintenance/completed')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: listLoader('completed'),
  component: CompletedRoute,
})

function CompletedRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <EventListPage
      kind="completed"
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: next })}
    />
  )
}
