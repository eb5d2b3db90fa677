import './plant-control.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { lazy, Suspense, useMemo, useState } from 'react'
import { ExtendedHeader } from '@/components/extended-header'
import { useNow } from '@/components/production/use-now'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { PlantControlMachine } from '@/contract/plant'
import { formatCurrency } from '@/lib/format/currency'
import { stopCostSoFar } from '@/lib/job-costing/stop-costs'
import { type MachineView, toMachineView } from '@/lib/production/machine-view'
import { permissions } from '@/lib/roles/permissions'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useSession } from '@/offline/session-store'
import { usePlantControl } from '../api/use-plant-control'
import { useStopCosts } from '../api/use-stop-costs'
import { applyMachineFilter, machineLinesOf } from '../model/machine-filter'
import { DEFAULT_VIEW_TYPE, parseViewType, VIEW_TYPE_KEY, type ViewType } from '../model/view-type'
import { DisplaysButton } from './displays/displays-button'
import { MachineGrid } from './machine-grid'
import { MachineList } from './machine-list'
import { PlantControlHeader } from './plant-control-header'

// The machine information opens on a click (above 768 px only): its code, the model image and
// the field grid, loads on first use, which keeps the first screen within its JavaScript budget.
const MachineInfoModal = lazy(() =>
  import('./machine-info-modal').then((m) => ({ default: m.MachineInfoModal })),
)

interface PlantControlPageProps {
  lineId: number | null
  onLineChange: (lineId: number | null) => void
}

/** Plant control (spec 000 §2.3): which machine does what, right now; polled every 60 s. */
export function PlantControlPage({ lineId, onLineChange }: PlantControlPageProps) {
  const { t } = useLingui()
  const { user } = useSession()
  const prefs = useUnitPreferences()
  const now = useNow()
  const query = usePlantControl()
  const [storedView, setView] = useLocalStorage<ViewType>({
    key: VIEW_TYPE_KEY,
    defaultValue: DEFAULT_VIEW_TYPE,
  })
  const view = parseViewType(storedView)
  const [info, setInfo] = useState<PlantControlMachine | null>(null)
  // Once loaded the modal stays mounted, so that it closes with its transition.
  const [infoUsed, setInfoUsed] = useState(false)
  const showInfo = (v: MachineView) => {
    setInfoUsed(true)
    setInfo(v.record)
  }
  const { seesMachineAdminInfo, editsPlantConfiguration, seesCosts } = permissions(user.roles)
  const stopCosts = useStopCosts(seesCosts).data
  // What the current stop has cost so far (issue 15 item 7), ticking with the page's clock.
  const stopCostOf = (v: MachineView) => {
    const cost = stopCostSoFar(
      stopCosts?.machines.find((c) => c.machineId === v.record.machineId),
      v.effective.state,
      now,
    )
    return cost === null ? null : formatCurrency(cost, stopCosts?.currency.symbol ?? '', prefs)
  }

  const machines = query.data ?? []
  const lines = useMemo(() => machineLinesOf(machines), [machines])
  const views = useMemo(
    () =>
      applyMachineFilter(machines, lineId === null ? null : { name: 'machineLineId', value: lineId }).map(
        (m) => toMachineView(m, now),
      ),
    [machines, lineId, now],
  )

  return (
    <Stack gap="xs" py="md">
      <ExtendedHeader>
        <PlantControlHeader
          lines={lines}
          lineId={lineId}
          onLineChange={onLineChange}
          view={view}
          onViewChange={setView}
        />
        {editsPlantConfiguration ? <DisplaysButton lines={lines} /> : null}
      </ExtendedHeader>
      <Group justify="flex-end" gap="xs">
        <DataUpdatedAt query={query} always={query.isError} c={query.isError ? 'orange' : 'dimmed'} />
      </Group>
      {query.isPending && query.fetchStatus === 'paused' ? (
        <Alert color="gray" title={t`Offline`}>
          <Trans>
            No plant status is stored on this device yet. It appears as soon as the connection returns.
          </Trans>
        </Alert>
      ) : query.isPending ? (
        <Center py="xl">
          <Loader aria-label={t`Loading machines`} />
        </Center>
      ) : query.isError && !query.data ? (
        <Alert color="red" title={t`The plant status could not be loaded`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>Check the connection and try again.</Trans>
            </Text>
            <Button size="xs" onClick={() => query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : views.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>No machines to show.</Trans>
        </Text>
      ) : view === 'grid' ? (
        <MachineGrid
          views={views}
          prefs={prefs}
          showAdminInfo={seesMachineAdminInfo}
          dataUpdatedAt={query.dataUpdatedAt}
          now={now}
          onShowInfo={showInfo}
          stopCostOf={stopCostOf}
        />
      ) : (
        <MachineList views={views} prefs={prefs} now={now} />
      )}
      {infoUsed ? (
        <Suspense fallback={null}>
          <MachineInfoModal
            machine={info}
            view={views.find((v) => v.record.machineId === info?.machineId) ?? null}
            prefs={prefs}
            onClose={() => setInfo(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  )
}
