import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { NoAccessView } from '@/components/require-role'
import { MaintenanceLayout } from '@/features/maintenance/components/layout/maintenance-layout'
import { filesWorkRequests, maintenanceAccess } from '@/lib/roles/maintenance'
import { useSession } from '@/offline/session-store'
import { prefetchMaintenance } from './maintenance/-prefetch'

export const Route = createFileRoute('/_auth/maintenance')({
  // The report button comes to the top bar with the dashboard's data (not on the pages below that say false).
  staticData: { module: 'maintenance', extendedHeader: true },
  // The area's texts are a catalog of their own; the date pickers name months in the interface language.
  loader: ({ context }) => {
    // Every page of the area reads the filters' choices and the plant's day: asked beside the code.
    // (Until the terms are accepted the shell shows only them, and the server refuses the rest.)
    prefetchMaintenance(context, (m, client, session) => m.prefetchArea(client, session))
    return Promise.all([
      loadAreaCatalog('maintenance'),
      import('@/lib/format/dayjs-locale').then((m) => m.dayjsLocaleReady()),
      // Known before the first render: the offer to keep data on the device does not push the page.
      import('@/offline/storage-persistence').then((m) => m.storagePersisted()),
    ])
  },
  component: MaintenanceRoute,
})

/**
 * ROLE_USER plus the maintenance manager or operator role (spec 001 §6); others meet the no-access
 * view, except on the work requests' page, which plant control's users may use too (issue 31):
 * they get the page alone, without the area's menu of pages they cannot open.
 */
function MaintenanceRoute() {
  const { user } = useSession()
  const onRequests = useRouterState({ select: (s) => s.location.pathname === '/maintenance/requests' })
  if (maintenanceAccess(user.roles).any) return <MaintenanceLayout />
  return onRequests && filesWorkRequests(user.roles) ? <Outlet /> : <NoAccessView />
}
