import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BoardListPage } from '@/features/genius-board/components/board-list-page'
import { boardSearch, parseBoardSearch } from '@/features/genius-board/model/board-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/genius-board/')({
  // Machine, state and search words are the URL's search: a filtered list is a link.
  validateSearch: tolerantSearch(parseBoardSearch),
  component: BoardRoute,
})

function BoardRoute() {
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <BoardListPage
      filters={Route.useSearch()}
      onFilters={(next) => navigate({ search: boardSearch(next), replace: true })}
    />
  )
}
