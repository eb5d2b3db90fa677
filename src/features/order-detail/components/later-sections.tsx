import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Group } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DetailSection } from '@/components/collapsible-section'
import { useAfterFirstPaint } from '@/components/use-after-first-paint'
import type { OrderConfiguration, OrderProduction } from '@/contract/order-detail'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { withStopNames } from '@/lib/messages/stop-reasons'
import type { OrderParams } from '@/lib/production/route-params'
import { childOrdersQuery } from '../api/get-child-orders'
import { printedCodesQuery } from '../api/get-printed-codes'
import { synopticQuery } from '../api/get-synoptic'
import { type applicableSections, inSelection, type Selection } from '../model/sections'
import { ChildOrdersPanel } from './child-orders-panel'
import { InactivitiesPanel, InactivitiesViewToggle } from './inactivities-panel'
import { InkWheel } from './ink-wheel'
import { InkwellsPanel } from './inkwells-panel'
import { LateSection } from './late-section'
import { OperatorsTable } from './operators-table'
import { PrintedCodesPanel } from './printed-codes-panel'
import { RollsTable } from './rolls-table'
import { SynopticPanel } from './synoptic-panel'

/**
 * The order's sections below its first screen: operators, child orders, rolls, inactivities,
 * printed codes, the synoptic and the inkwells. They render in the task after the first screen's
 * paint, and their calls live here, so neither their arrival nor their answers render the page
 * above them again (blocking time on a slow phone; issue 30).
 */
export function LaterSections({
  order,
  record,
  sections,
  configuration,
  selection,
  prefs,
}: {
  order: OrderParams
  record: OrderProduction
  sections: ReturnType<typeof applicableSections>
  configuration: UseQueryResult<OrderConfiguration>
  selection: Selection | null
  prefs: UnitPreferences
}) {
  const { i18n } = useLingui()
  const painted = useAfterFirstPaint(true)
  const [inactivityView, setInactivityView] = useState<'chart' | 'list'>('chart')
  const medium = useMediaQuery('(min-width: 48em)', false)
  const codes = useQuery({ ...printedCodesQuery(order), enabled: sections.printedCodes })
  const synoptic = useQuery({ ...synopticQuery(order), enabled: medium && sections.synoptic })
  const children = useQuery({ ...childOrdersQuery(order), enabled: sections.childOrders })
  if (!painted) return null

  const now = Date.parse(record.measuredAt)
  const rolls = record.rolls.filter((r) => inSelection(r, selection, now))
  // Coded stops named in the user's language (ADR 034); the pie and the list group by the name.
  const inactivities = withStopNames(
    i18n,
    record.inactivities.filter((i) => inSelection(i, selection, now)),
  )
  const operators = record.operatorAggregates.filter((o) => inSelection(o, selection, now))

  return (
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
        {(modules) => <SynopticPanel structure={modules.structure} values={modules.values} prefs={prefs} />}
      </LateSection>

      <LateSection
        show={
          sections.inkwells && (configuration.data === undefined || configuration.data.inkwells.length > 0)
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
  )
}
