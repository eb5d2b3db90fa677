import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { BoardListPage } from '@/features/genius-board/components/board-list-page'
import { type BoardSearch, boardSearch, parseBoardSearch } from '@/features/genius-board/model/board-search'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'

export const Route = createFileRoute('/_auth/genius-board/')({
  // Machine, state and search words are the URL's search: a filtered list is a link. The type
  // named: with loaderDeps beside it, TypeScript would infer the search as {}.
  validateSearch: tolerantSearch<BoardSearch>(parseBoardSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The orders and the machines, asked beside the code, for those the board opens to (ROLE_USER).
    prefetchInLoader(
      context,
      () => import('@/features/genius-board/api/prefetch-screens'),
      (m, client, session) => m.prefetchBoard(client, session, deps),
    )
  },
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
