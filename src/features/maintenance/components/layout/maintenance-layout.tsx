import './maintenance.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Burger, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { ExtendedHeader } from '@/components/extended-header'
import { IconAlertTriangle } from '@/components/icons'
import { NoticeView } from '@/components/notice-view'
import { maintenanceAccess } from '@/lib/roles/maintenance'
import { useSession } from '@/offline/session-store'
import { useDashboard } from '../../api/get-dashboard'
import { useMaintenanceData } from '../../api/get-maintenance-data'
import { useShiftReadiness } from '../../api/shift-queries'
import { useWorkOrderRefresh } from '../../api/work-order-store'
import { reportParams } from '../../model/report-params'
import { KeepOfflineOffer } from './keep-offline-offer'
import { KeptWorkOrdersNote } from './kept-work-orders-note'
import { MaintenanceNav } from './maintenance-nav'
import { ReportButton } from './report-button'
import { useTodayCount } from './use-today-count'

const loadNavDrawer = () => import('./nav-drawer')
const NavDrawer = lazy(() => loadNavDrawer().then((m) => ({ default: m.NavDrawer })))

/**
 * The maintenance area (spec 001 §2.3): the side menu with the today badge (an icon rail that opens
 * on hover on desktop, a burger at 610 px and below), the export-report button in the extended
 * header (not on tasks, assets and settings), the warning about machines nobody can carry work out
 * on, and the page.
 */
export function MaintenanceLayout() {
  const { t } = useLingui()
  const { user } = useSession()
  const access = maintenanceAccess(user.roles)
  const location = useRouterState({ select: (s) => s.location })
  const [opened, drawer] = useDisclosure(false)
  // The drawer is built the first time it opens, then kept (its closing animation).
  const [drawerBuilt, setDrawerBuilt] = useState(false)
  if (opened && !drawerBuilt) setDrawerBuilt(true)
  const dashboard = useDashboard()
  useWorkOrderRefresh()
  const shift = useShiftReadiness()
  const todayCount = useTodayCount()
  const data = useMaintenanceData()
  const today = dashboard.data?.today ?? null
  const report = today
    ? reportParams(location.pathname, location.search as Record<string, unknown>, today)
    : null

  const nav = (onNavigate?: () => void) => (
    <MaintenanceNav
      todayCount={todayCount}
      requestCount={access.manager ? (dashboard.data?.newRequests ?? null) : null}
      showsPlanning={access.manager}
      readyOffline={shift.data ? shift.data.ready : null}
      onNavigate={onNavigate}
    />
  )
  const uncovered = (data.data?.machinesWithoutOperator ?? [])
    .map((id) => data.data?.machines.find((m) => m.id === id)?.name)
    .filter(Boolean)
    .join(', ')
  const noMachine = access.operatorOnly && data.data !== undefined && data.data.machines.length === 0

  return (
    <div className="pp-mnt">
      {report ? (
        <ExtendedHeader>
          <ReportButton params={report} />
        </ExtendedHeader>
      ) : null}
      <div className="pp-mnt-rail">
        <div className="pp-mnt-nav">{nav()}</div>
      </div>
      {drawerBuilt ? (
        <Suspense fallback={null}>
          <NavDrawer opened={opened} onClose={drawer.close} title={t`Maintenance`}>
            {nav(drawer.close)}
          </NavDrawer>
        </Suspense>
      ) : null}
      <div className="pp-mnt-content">
        <Group className="pp-mnt-burger-row" mb="xs" gap="xs">
          <Burger
            opened={opened}
            onClick={drawer.toggle}
            onPointerEnter={() => void loadNavDrawer()}
            onFocus={() => void loadNavDrawer()}
            size="sm"
            aria-label={t`Open the maintenance menu`}
          />
          <Text fw={600}>
            <Trans>Maintenance menu</Trans>
          </Text>
        </Group>
        {access.operatorOnly ? <KeepOfflineOffer /> : null}
        {access.manager && uncovered ? (
          <Alert
            color="orange"
            mb="sm"
            icon={<IconAlertTriangle size={18} />}
            title={t`Machines without an operator`}
          >
            <Trans>
              No active user with the maintenance operator role is assigned to: {uncovered}. Their work orders
              have nobody to carry them out.
            </Trans>
          </Alert>
        ) : null}
        {noMachine ? (
          <NoticeView icon={<IconAlertTriangle size={30} />} colour="orange" title={t`No active machine`}>
            <Trans>
              You have no active machine assigned, so there is no maintenance work for you. Ask your plant
              manager to assign you a machine.
            </Trans>
          </NoticeView>
        ) : (
          <>
            <Outlet />
            <KeptWorkOrdersNote />
          </>
        )}
      </div>
    </div>
  )
}
