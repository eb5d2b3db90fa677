import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { DetailSection } from '@/components/collapsible-section'
import { ExtendedHeader } from '@/components/extended-header'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { useAfterFirstPaint } from '@/components/use-after-first-paint'
import { isApiError } from '@/lib/api/errors'
import { withStopNames } from '@/lib/messages/stop-reasons'
import type { OrderParams } from '@/lib/production/route-params'
import { permissions } from '@/lib/roles/permissions'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { pollingOptions } from '@/offline/polling'
import { useSession } from '@/offline/session-store'
import { childOrdersQuery } from '../api/get-child-orders'
import { costComparisonQuery } from '../api/get-cost-comparison'
import { costVersionsQuery } from '../api/get-cost-versions'
import { machineConsumptionsQuery } from '../api/get-machine-consumptions'
import { machineCostsQuery } from '../api/get-machine-costs'
import { orderConfigurationQuery } from '../api/get-order-configuration'
import { orderHistogramQuery } from '../api/get-order-histogram'
import { orderObjectivesQuery } from '../api/get-order-objectives'
import { orderProductionQuery } from '../api/get-order-production'
import { plantCostsQuery } from '../api/get-plant-costs'
import { printedCodesQuery } from '../api/get-printed-codes'
import { synopticQuery } from '../api/get-synoptic'
import { keepsPolling, ORDER_POLL_MS } from '../model/polling'
import { applicableSections, inSelection, type Selection } from '../model/sections'
import { ChildOrdersPanel } from './child-orders-panel'
import { CostComparisonPanel } from './cost-comparison-panel'
import { LazyMachineCostsPanel, LazyPlantCostsPanel, usePreloadedCostPanels } from './cost-panels-lazy'
import { CostVersionsPanel } from './cost-versions-panel'
import { InactivitiesPanel, InactivitiesViewToggle } from './inactivities-panel'
import { InkWheel } from './ink-wheel'
import { InkwellsPanel } from './inkwells-panel'
import { LateSection } from './late-section'
import { OperatorsTable } from './operators-table'
import { OrderErrorView } from './order-error-view'
import { OrderHeaderActions } from './order-header-actions'
import { OrderOverview } from './order-overview'
import { PrintedCodesPanel } from './printed-codes-panel'
import { RollsTable } from './rolls-table'
import { SynopticPanel } from './synoptic-panel'

const SpeedHistogram = lazy(() => import('./speed-histogram'))

/** The first of the production, configuration and objectives calls to fail decides the error view. */
const failedStatus = (...queries: { isError: boolean; data: unknown; error: unknown }[]) => {
  const failed = queries.find((q) => q.isError && q.data === undefined)
  if (!failed) return undefined
  return isApiError(failed.error) ? failed.error.status : null
}

/** The production-order detail (spec 000 §2.5): every section that applies to this order. */
export function OrderDetailPage({ order }: { order: OrderParams }) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const prefs = useUnitPreferences()
  const large = useMediaQuery('(min-width: 62em)', false)
  const [selection, setSelection] = useState<Selection | null>(null)
  const [inactivityView, setInactivityView] = useState<'chart' | 'list'>('chart')

  // Polling per spec 000 §4.3: every 60 s until configuration and objectives are in and the order is finished.
  const [stopped, setStopped] = useState(false)
  const polling = stopped ? { refetchInterval: false as const } : pollingOptions(ORDER_POLL_MS)
  const production = useQuery({ ...orderProductionQuery(order), ...polling })
  const configuration = useQuery({ ...orderConfigurationQuery(order), ...polling })
  const objectives = useQuery({ ...orderObjectivesQuery(order), ...polling })
  const shouldPoll = keepsPolling({
    configurationLoaded: configuration.isSuccess,
    objectivesLoaded: objectives.isSuccess,
    dateFinish: production.data?.order.dateFinish,
  })
  if (stopped === shouldPoll) setStopped(!shouldPoll)

  const record = production.data
  // The sections below the first screen render in a second task (blocking time on phones).
  const rest = useAfterFirstPaint(record !== undefined)
  const sections = record ? applicableSections(record, permissions(session.user.roles).seesCosts) : null
  const codes = useQuery({ ...printedCodesQuery(order), enabled: !!sections?.printedCodes })
  const plantCosts = useQuery({ ...plantCostsQuery(order), enabled: !!sections?.costPanels })
  const machineCosts = useQuery({ ...machineCostsQuery(order), enabled: !!sections?.costPanels })
  const machineUse = useQuery({ ...machineConsumptionsQuery(order, record), enabled: !!sections?.costPanels })
  usePreloadedCostPanels(!!sections?.costPanels)
  const comparison = useQuery({ ...costComparisonQuery(order), enabled: !!sections?.costPanels })
  const versions = useQuery({ ...costVersionsQuery(order), enabled: !!sections?.costPanels })
  const medium = useMediaQuery('(min-width: 48em)', false)
  const synoptic = useQuery({ ...synopticQuery(order), enabled: medium && !!sections?.synoptic })
  const children = useQuery({ ...childOrdersQuery(order), enabled: !!sections?.childOrders })
  const histogram = useQuery({ ...orderHistogramQuery(order), enabled: large && !!record, ...polling })

  // The header's actions from the first render (disabled until the order is known): on a phone
  // they take a second row of the top bar, which must not appear later and push the page down.
  const header = (
    <ExtendedHeader>
      <OrderHeaderActions
        order={order}
        reference={record?.order.reference ?? null}
        previous={record?.order.previous ?? null}
        next={record?.order.next ?? null}
        analytics={sections?.operationAnalytics ?? false}
      />
    </ExtendedHeader>
  )
  const status = failedStatus(production, configuration, objectives)
  if (status !== undefined) return <OrderErrorView status={status} />
  if (!record || !sections) {
    if (production.fetchStatus === 'paused') {
      return (
        <Alert color="gray" title={t`Offline`} m="md">
          {header}
          {t`This order has not been opened on this device before. It appears as soon as the connection returns.`}
        </Alert>
      )
    }
    return (
      <Group justify="center" py="xl">
        {header}
        <Loader role="status" aria-label={t`Loading the order`} />
      </Group>
    )
  }

  const currency = session.userConfig.currency.symbol
  const now = Date.parse(record.measuredAt)
  const rolls = record.rolls.filter((r) => inSelection(r, selection, now))
  // Coded stops named in the user's language (ADR 034); the pie and the list group by the name.
  const inactivities = withStopNames(
    i18n,
    record.inactivities.filter((i) => inSelection(i, selection, now)),
  )
  const operators = record.operatorAggregates.filter((o) => inSelection(o, selection, now))

  return (
    <Stack gap="sm" py="md">
      {header}
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {record.order.reference}
        </Title>
        <Group gap="xs">
          {record.order.dateFinish === null ? (
            // The production colour on the dot, not on the text: green text fails contrast on white.
            <Group gap={6} wrap="nowrap">
              <span className="pp-state-dot pp-state-3" aria-hidden />
              <Text size="xs" fw={600}>
                <Trans>Running</Trans>
              </Text>
            </Group>
          ) : null}
          <DataUpdatedAt query={production} />
        </Group>
      </Group>

      <OrderOverview
        record={record}
        objectives={objectives.data}
        prefs={prefs}
        currency={currency}
        costRows={sections.costRows}
      />

      {/* A failed cost call hides its panel (spec 000 §8). */}
      <LateSection
        show={sections.costPanels}
        query={plantCosts}
        title={<Trans>Plant costs</Trans>}
        height={300}
      >
        {(costs) => <LazyPlantCostsPanel costs={costs} prefs={prefs} currency={currency} />}
      </LateSection>
      <LateSection
        show={sections.costPanels}
        query={machineCosts}
        title={<Trans>Machine costs</Trans>}
        height={260}
      >
        {(costs) => (
          <LazyMachineCostsPanel
            costs={costs}
            consumptions={machineUse.data}
            prefs={prefs}
            currency={currency}
          />
        )}
      </LateSection>
      <LateSection
        show={sections.costPanels}
        query={comparison}
        title={<Trans>Compared with similar orders</Trans>}
        height={220}
      >
        {(c) => <CostComparisonPanel comparison={c} prefs={prefs} />}
      </LateSection>
      <LateSection
        show={sections.costPanels}
        query={versions}
        title={<Trans>Cost recalculations</Trans>}
        height={80}
      >
        {(v) => <CostVersionsPanel versions={v} prefs={prefs} currency={currency} />}
      </LateSection>

      {large ? (
        <DetailSection title={<Trans>Speed histogram</Trans>}>
          {histogram.data ? (
            <Suspense fallback={<Loader size="sm" role="status" aria-label={t`Loading chart`} />}>
              <SpeedHistogram
                histogram={histogram.data}
                prefs={prefs}
                selection={selection}
                onSelect={setSelection}
              />
            </Suspense>
          ) : histogram.isError ? (
            <Text c="dimmed" size="sm">{t`The chart could not be loaded.`}</Text>
          ) : (
            <Center mih={420}>
              <Loader size="sm" role="status" aria-label={t`Loading chart`} />
            </Center>
          )}
        </DetailSection>
      ) : null}

      {rest ? (
        <>
          <DetailSection title={<Trans>Operators</Trans>}>
            <OperatorsTable operators={operators} prefs={prefs} />
          </DetailSection>

          <LateSection
            show={sections.childOrders}
            query={children}
            title={<Trans>Child orders</Trans>}
            height={320}
          >
            {(orders) => <ChildOrdersPanel orders={orders} prefs={prefs} />}
          </LateSection>

          <DetailSection title={<Trans>Rolls</Trans>}>
            <RollsTable rolls={rolls} prefs={prefs} order={order} analytics={sections.operationAnalytics} />
          </DetailSection>

          <DetailSection
            title={<Trans>Inactivities</Trans>}
            actions={<InactivitiesViewToggle view={inactivityView} onChange={setInactivityView} />}
          >
            <InactivitiesPanel inactivities={inactivities} view={inactivityView} />
          </DetailSection>

          <LateSection
            show={sections.printedCodes}
            query={codes}
            title={<Trans>Printed codes</Trans>}
            height={170}
          >
            {(printed) => <PrintedCodesPanel codes={printed} prefs={prefs} />}
          </LateSection>

          <LateSection
            show={medium && sections.synoptic}
            query={synoptic}
            title={<Trans>Machine configuration</Trans>}
            height={320}
          >
            {(modules) => (
              <SynopticPanel structure={modules.structure} values={modules.values} prefs={prefs} />
            )}
          </LateSection>

          <LateSection
            show={
              sections.inkwells &&
              (configuration.data === undefined || configuration.data.inkwells.length > 0)
            }
            query={configuration}
            title={<Trans>Inkwells</Trans>}
            height={320}
          >
            {(config) => (
              <Group align="flex-start" gap="md" wrap="nowrap">
                <Box visibleFrom="md" style={{ flex: 'none' }}>
                  <InkWheel inkwells={config.inkwells} />
                </Box>
                <Box miw={0} style={{ flex: 1 }}>
                  <InkwellsPanel inkwells={config.inkwells} />
                </Box>
              </Group>
            )}
          </LateSection>
        </>
      ) : null}
    </Stack>
  )
}
