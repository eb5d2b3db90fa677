import { Trans } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { OrderProduction } from '@/contract/order-detail'
import { formatCostPerSquareMeter, formatCurrency } from '@/lib/format/currency'
import { formatDateTime } from '@/lib/format/date'
import { formatLength } from '@/lib/format/measures'
import { MISSING } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  )
}

/** The order summary (spec 000 §2.5): who, what and when; cost rows only with job costing. */
export function OrderSummary({
  record,
  prefs,
  currency,
  costRows,
}: {
  record: OrderProduction
  prefs: UnitPreferences
  currency: string
  costRows: boolean
}) {
  const { order, job, machine } = record
  const operators = [...new Set(record.operators.map((o) => o.name))].join(', ')
  const finished = order.dateFinish !== null
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" verticalSpacing="xs">
      <Field label={<Trans>Machine</Trans>}>{machine.name}</Field>
      <Field label={<Trans>Order</Trans>}>{order.reference}</Field>
      <Field label={<Trans>Job</Trans>}>{job.reference ?? MISSING}</Field>
      <Field label={<Trans>Customer</Trans>}>{job.customer ?? MISSING}</Field>
      <Field label={<Trans>Operators</Trans>}>{operators || MISSING}</Field>
      <Field label={<Trans>Target</Trans>}>{formatLength(order.targetMeter, prefs)}</Field>
      <Field label={<Trans>Start</Trans>}>{formatDateTime(order.dateStart)}</Field>
      <Field label={<Trans>Finish</Trans>}>{finished ? formatDateTime(order.dateFinish) : MISSING}</Field>
      {costRows ? (
        <>
          <Field label={<Trans>Total cost</Trans>}>
            {finished ? formatCurrency(order.poCost, currency, prefs) : MISSING}
          </Field>
          <Field label={<Trans>Unit cost</Trans>}>
            {finished ? formatCostPerSquareMeter(order.poCostSurface, currency, prefs) : MISSING}
          </Field>
        </>
      ) : null}
    </SimpleGrid>
  )
}
