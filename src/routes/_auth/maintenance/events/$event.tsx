import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { EventDetailPage } from '@/features/maintenance/components/event/event-detail-page'
import { positiveId } from '@/lib/navigation/search-values'
import { prefetchMaintenance } from '../-prefetch'

export const Route = createFileRoute('/_auth/maintenance/events/$event')({
  // The step-by-step PDF opens in the shared viewer, whose texts are in the documents catalog.
  loader: ({ context, params }) => {
    prefetchMaintenance(context, (m, client, session) =>
      m.prefetchWorkOrder(client, session, positiveId(params.event) ?? 0),
    )
    return loadAreaCatalog('documents')
  },
  component: EventRoute,
})

function EventRoute() {
  const { event } = Route.useParams()
  return <EventDetailPage id={positiveId(event) ?? 0} />
}
