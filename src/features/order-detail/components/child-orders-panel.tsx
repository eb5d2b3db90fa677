import { Trans, useLingui } from '@lingui/react/macro'
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { type Column, PagedTable } from '@/components/paged-table'
import type { ChildOrder } from '@/contract/order-detail'
import { formatLength, formatWidth } from '@/lib/format/measures'
import { MISSING } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { useChildOrderCodes } from './child-order-codes'

export const CHILD_ROLLS_PAGE_SIZE = 5

type ChildRoll = ChildOrder['rolls'][number]

const Field = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <Stack gap={0} miw={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children ?? MISSING}
    </Text>
  </Stack>
)

/** A slitting order's products (one per lane) with their rolls, 5 per page (spec 000 §3.4, §9). */
export function ChildOrdersPanel({
  orders,
  prefs,
}: {
  orders: readonly ChildOrder[]
  prefs: UnitPreferences
}) {
  const { t } = useLingui()
  const codes = useChildOrderCodes()
  if (orders.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t`No data`}
      </Text>
    )
  }
  const columns: Column<ChildRoll>[] = [
    { key: 'number', header: t`Roll`, cell: (r) => r.number },
    { key: 'position', header: t`Position`, cell: (r) => r.position ?? MISSING },
    { key: 'mother', header: t`Mother roll`, cell: (r) => r.motherRoll, visibleFrom: 'sm' },
    { key: 'clean', header: t`Clean`, cell: (r) => formatLength(r.cleanMeter, prefs), align: 'right' },
    { key: 'waste', header: t`Waste`, cell: (r) => formatLength(r.wasteMeter, prefs), align: 'right' },
  ]
  return (
    <Stack gap="sm">
      {orders.map((c) => (
        <Paper key={c.reference} withBorder radius="sm" p="sm">
          <Text fw={600} mb={4}>
            {c.reference}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4} mb="xs">
            <Field label={<Trans>Repeats</Trans>}>{c.repeats}</Field>
            <Field label={<Trans>Width</Trans>}>
              {c.width === null ? null : formatWidth(c.width, prefs)}
            </Field>
            <Field label={<Trans>Structure</Trans>}>{c.structure}</Field>
            <Field label={<Trans>Formats</Trans>}>{c.formats}</Field>
            <Field label={<Trans>Length</Trans>}>
              {c.length === null ? null : formatLength(c.length, prefs)}
            </Field>
            <Field label={<Trans>Auto stop</Trans>}>{codes.autoStop(c.autoStopType)}</Field>
            <Field label={<Trans>Max diameter</Trans>}>
              {c.maxDiameter === null ? null : `${c.maxDiameter} mm`}
            </Field>
            <Field label={<Trans>Quality</Trans>}>{codes.quality(c.quality)}</Field>
          </SimpleGrid>
          <PagedTable
            rows={c.rolls}
            columns={columns}
            pageSize={CHILD_ROLLS_PAGE_SIZE}
            rowKey={(r) => r.number}
            label={t`Rolls of ${c.reference}`}
          />
        </Paper>
      ))}
    </Stack>
  )
}
