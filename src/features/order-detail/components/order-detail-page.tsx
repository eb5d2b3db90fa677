import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { DetailSection } from '@/components/collapsible-section'
import { ExtendedHeader } from '@/components/extended-header'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { isApiError } from '@/lib/api/errors'
import type { OrderParams } from '@/lib/production/route-params'
import { permissions } from '@/lib/roles/permissions'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { pollingOptions } from '@/offline/polling'
import { useSession } from '@/offline/session-store'
import { orderConfigurationQuery } from '../api/get-order-configuration'
import { orderHistogramQuery } from '../api/get-order-histogram'
import { orderObjectivesQuery } from '../api/get-order-objectives'
import { orderProductionQuery } from '../api/get-order-production'
import { keepsPolling, ORDER_POLL_MS } from '../model/polling'
import { applicableSections, type Selection } from '../model/sections'
import { CostSections } from './cost-sections'
import { LaterSections } from './later-sections'
import { OrderErrorView } from './order-error-view'
import { OrderHeaderActions } from './order-header-actions'
import { OrderOverview } from './order-overview'

const SpeedHistogram = lazy(() => import('./speed-histogram'))

/** The first of the production, configuration and objectives calls to fail decides the error view. */
const failedStatus = (...queries: { isError: boolean; data: unknown; error: unknown }[]) => {
  const failed = queries.find((q) => q.isError && q.data === undefined)
  if (!failed) return undefined
  return isApiError(failed.error) ? failed.error.status : null
}

/** The production-order detail (spec 000 §2.5): every section that applies to this order. */
export function OrderDetailPage({ order }: { order: OrderParams }) {
  const { t } = useLingui()
  const session = useSession()
  const prefs = useUnitPreferences()
  const large = useMediaQuery('(min-width: 62em)', false)
  const [selection, setSelection] = useState<Selection | null>(null)

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
  const sections = record ? applicableSections(record, permissions(session.user.roles).seesCosts) : null
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

      <CostSections
        order={order}
        record={record}
        show={sections.costPanels}
        prefs={prefs}
        currency={currency}
      />

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

      {/* Below the first screen, in the task after its paint (blocking time on phones). */}
      <LaterSections
        order={order}
        record={record}
        sections={sections}
        configuration={configuration}
        selection={selection}
        prefs={prefs}
      />
    </Stack>
  )
}
