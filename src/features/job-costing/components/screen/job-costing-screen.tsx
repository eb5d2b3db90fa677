import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Tabs } from '@mantine/core'
import { useMemo } from 'react'
import { ExtendedHeader } from '@/components/extended-header'
import { IconCoins, IconPlayerPlay } from '@/components/icons'
import { NoticeView } from '@/components/notice-view'
import { errorMessage } from '@/lib/messages/api-errors'
import { permissions } from '@/lib/roles/permissions'
import { useSession } from '@/offline/session-store'
import { useConsumableTypes, useCostMachines, usePlantConsumableTypes } from '../../api/catalogs'
import { type CostingPlant, costingPlant, costingToday } from '../../model/costing-plant'
import type { CostingSearch } from '../../model/costing-search'
import { costingTabs, currentTab, usableTypes } from '../../model/costing-tabs'
import { chosenMachine, costedMachines } from '../../model/machine-choice'
import type { CostingTabContext } from '../../model/tab-context'
import { tourSteps } from '../../model/tour'
import { uncostedMachines } from '../../model/uncosted-machines'
import { CostingTour } from '../tour/costing-tour'
import { CostingTabBody } from './costing-tab-body'
import { useCostingTour } from './use-costing-tour'
import { useTabLabel } from './use-tab-label'

interface JobCostingScreenProps {
  search: CostingSearch
  onSearch: (next: CostingSearch, options?: { replace?: boolean }) => void
}

/** Job costing (spec 002 §2.2; issue 15): for the plant of the user's machines. */
export function JobCostingScreen({ search, onSearch }: JobCostingScreenProps) {
  const { t } = useLingui()
  const session = useSession()
  const plant = useMemo(() => costingPlant(session), [session])
  if (!plant) {
    return (
      <NoticeView icon={<IconCoins size={30} />} colour="gray" title={t`No machines`}>
        <Trans>You have no machine assigned.</Trans>
      </NoticeView>
    )
  }
  return <CostingScreen plant={plant} search={search} onSearch={onSearch} />
}

/**
 * The tabs (Machine, Statistics, then one per consumable-type category of the plant), the chosen
 * one in the URL; the start-tour button in the extended header, and the tour. The screen works out
 * once what every tab needs to know (CostingTabContext).
 */
function CostingScreen({ plant, search, onSearch }: JobCostingScreenProps & { plant: CostingPlant }) {
  const { t, i18n } = useLingui()
  const { user, userConfig } = useSession()
  const rights = useMemo(() => permissions(user.roles), [user.roles])
  const allTypes = useConsumableTypes()
  const plantTypes = usePlantConsumableTypes(plant.plantId)
  const costMachines = useCostMachines(plant.plantId)
  const tabLabel = useTabLabel()

  const usable = useMemo(
    () => usableTypes(plantTypes.data ?? [], allTypes.data),
    [plantTypes.data, allTypes.data],
  )
  const tabs = useMemo(() => costingTabs(usable), [usable])
  const tab = currentTab(tabs, search.tab)
  const activeTypeIds = useMemo(() => new Set(usable.map((u) => u.id)), [usable])
  const catalogue = useMemo(() => new Map((allTypes.data ?? []).map((c) => [c.id, c])), [allTypes.data])
  // §2.2: only the machines that have consumable types.
  const machines = useMemo(() => costedMachines(costMachines.data ?? []), [costMachines.data])
  const machine = chosenMachine(machines, search.machine)
  // The user's machines the costing answer leaves out are listed as such, with why (issue 29).
  const uncosted = useMemo(
    () => (costMachines.data ? uncostedMachines(userConfig.machines, plant.plantId, costMachines.data) : []),
    [costMachines.data, userConfig.machines, plant.plantId],
  )

  // Worked out on every render (a screen left open past midnight moves on), kept as a string.
  const today = costingToday(new Date(), plant.timeZone)
  const currency = costMachines.data?.[0]?.plant.currency ?? plant.currency
  const context = useMemo<CostingTabContext>(
    () => ({
      plantId: plant.plantId,
      currency,
      plantTypeIds: [...activeTypeIds],
      readOnly: !rights.editsJobCosting,
      editJobCostEnergy: user.featureFlags.edit_job_cost_energy,
      today,
    }),
    [
      plant.plantId,
      currency,
      activeTypeIds,
      rights.editsJobCosting,
      user.featureFlags.edit_job_cost_energy,
      today,
    ],
  )

  const patch = (next: Partial<CostingSearch>, replace = false) =>
    onSearch({ ...search, ...next }, { replace })
  const steps = useMemo(
    () => tourSteps({ statistics: rights.seesCosts, ink: tabs.some((x) => x.value === 'ink') }),
    [rights.seesCosts, tabs],
  )
  const tour = useCostingTour({
    userId: user.userId,
    featureFlag: user.featureFlags.job_costing_tour,
    steps,
    ready: plantTypes.isSuccess || plantTypes.isError,
    currentTab: tab.value,
    showTab: (next) => patch({ tab: next }, true),
  })

  return (
    <Stack gap="md">
      <ExtendedHeader>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          onClick={tour.start}
          disabled={!tour.available}
        >
          <Trans>Start tour</Trans>
        </Button>
      </ExtendedHeader>
      {plantTypes.isError && !plantTypes.data ? (
        <Alert color="red" title={t`The consumable types of the plant could not be loaded`}>
          {errorMessage(plantTypes.error, i18n)}
        </Alert>
      ) : null}
      {costMachines.isError && !costMachines.data ? (
        <Alert color="red" title={t`The machines could not be loaded`}>
          {errorMessage(costMachines.error, i18n)}
        </Alert>
      ) : null}
      <Tabs value={tab.value} onChange={(value) => value && patch({ tab: value })} keepMounted={false}>
        <Tabs.List>
          {tabs.map((x) => (
            <Tabs.Tab key={x.value} value={x.value}>
              {tabLabel(x)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab.value} pt="md">
          <CostingTabBody
            tab={tab}
            context={context}
            seesCosts={rights.seesCosts}
            machinesLoading={costMachines.isPending}
            machines={machines}
            uncosted={uncosted}
            machine={machine}
            catalogue={catalogue}
            activeTypeIds={activeTypeIds}
            search={search}
            onSearch={(next) => patch(next)}
          />
        </Tabs.Panel>
      </Tabs>
      <CostingTour steps={steps} index={tour.index} onIndex={tour.go} onEnd={tour.end} />
    </Stack>
  )
}
