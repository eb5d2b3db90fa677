import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { EventDetailPage } from '@/features/maintenance/components/event/event-detail-page'
import { positiveId } from '@/lib/navigation/search-values'

export const Route = createFileRoute('/_auth/maintenance/events/$event')({
  // The step-by-step PDF opens in the shared viewer, whose texts are in the documents catalog.
  loader: ({ context, params }) => {
    prefetchInLoader(
      context,
      () => import('@/features/maintenance/api/prefetch-screens'),
      (m, client, session) => m.prefetchWorkOrder(client, session, positiveId(params.event) ?? 0),
    )
    return loadAreaCatalog('documents')
  },
  component: EventRoute,
})

function EventRoute() {
  const { event } = Route.useParams()
  return <EventDetailPage id={positiveId(event) ?? 0} />
}
