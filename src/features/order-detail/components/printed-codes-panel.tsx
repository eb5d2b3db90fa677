import { Trans, useLingui } from '@lingui/react/macro'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { PrintedCodes } from '@/contract/order-detail'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { formatQuantity } from '@/lib/messages/quantity-units'

function Figure({ label, value, share }: { label: ReactNode; value: string; share?: string }) {
  return (
    <Paper withBorder radius="sm" p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
      {share ? (
        <Text size="xs" c="dimmed">
          {share}
        </Text>
      ) : null}
    </Paper>
  )
}

/** Printed codes of a digital machine's finished order: grades A-F, duplicated, unreadable. */
export function PrintedCodesPanel({
  codes,
  prefs,
}: {
  codes: NonNullable<PrintedCodes>
  prefs: UnitPreferences
}) {
  const { i18n } = useLingui()
  const n = (v: number) => formatNumber(v, prefs)
  const share = (v: number) =>
    codes.totalPrintedCode > 0
      ? `${formatNumber((v / codes.totalPrintedCode) * 100, prefs, { decimals: 2 })} %`
      : undefined
  const grades: [string, number][] = [
    ['A', codes.numGradeA],
    ['B', codes.numGradeB],
    ['C', codes.numGradeC],
    ['D', codes.numGradeD],
    ['F', codes.numGradeF],
  ]
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
      <Figure label={<Trans>Printed codes</Trans>} value={n(codes.totalPrintedCode)} />
      <Figure
        label={<Trans>Ink consumed</Trans>}
        value={formatQuantity(i18n, codes.inkConsumedLiter, 'L', prefs, 2)}
      />
      {grades.map(([grade, value]) => (
        <Figure key={grade} label={<Trans>Grade {grade}</Trans>} value={n(value)} share={share(value)} />
      ))}
      <Figure
        label={<Trans>Duplicated</Trans>}
        value={n(codes.numDuplicated)}
        share={share(codes.numDuplicated)}
      />
      <Figure
        label={<Trans>Unreadable</Trans>}
        value={n(codes.numNoReadableCode)}
        share={share(codes.numNoReadableCode)}
      />
    </SimpleGrid>
  )
}
