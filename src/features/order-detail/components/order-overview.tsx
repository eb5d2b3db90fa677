import { Trans } from '@lingui/react/macro'
import { DetailSection } from '@/components/collapsible-section'
import type { OrderObjectives, OrderProduction } from '@/contract/order-detail'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { KpiGauges } from './kpi-gauges'
import { OrderSummary } from './order-summary'
import { StateCards } from './state-cards'

/** The first screen of the detail: the summary, the four gauges and the three state cards. */
export function OrderOverview({
  record,
  objectives,
  prefs,
  currency,
  costRows,
}: {
  record: OrderProduction
  objectives: OrderObjectives | undefined
  prefs: UnitPreferences
  currency: string
  costRows: boolean
}) {
  return (
    <>
      <DetailSection title={<Trans>Summary</Trans>}>
        <OrderSummary record={record} prefs={prefs} currency={currency} costRows={costRows} />
      </DetailSection>
      <DetailSection title={<Trans>Indicators</Trans>}>
        <KpiGauges chart={record.chart} objectives={objectives} prefs={prefs} />
      </DetailSection>
      <DetailSection title={<Trans>States</Trans>}>
        <StateCards states={record.states} prefs={prefs} />
      </DetailSection>
    </>
  )
}
