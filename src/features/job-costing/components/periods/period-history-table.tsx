import { useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Box,
  Card,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconPencil } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { ConsumablePeriod, ConsumableType } from '@/contract/job-costing'
import { formatCurrency } from '@/lib/format/currency'
import { formatDate } from '@/lib/format/date'
import { consumableTypeName } from '@/lib/messages/consumable-types'
import { perUnit } from '@/lib/messages/quantity-units'
import type { PeriodRow } from '../../model/period-history'
import { historyMaxHeight, PERIOD_HISTORY_SCROLL_ROWS } from '../../model/price-history'
import { priceDecimals } from '../../model/price-text'

interface PeriodHistoryTableProps {
  rows: PeriodRow[]
  types: ConsumableType[]
  currencySymbol: string
  blockedReason: string | null
  onEdit: (period: ConsumablePeriod) => void
}

/**
 * Every period of the tab's types (§2.2): type, period times, price, start and end dates, and a
 * pencil on the rows the user may edit (§4, §6). A table from 768 px, a list of cards on a phone
 * (no sideways scroll at 360 px); past 9 rows it scrolls in 400 px (§9).
 */
export function PeriodHistoryTable({
  rows,
  types,
  currencySymbol,
  blockedReason,
  onEdit,
}: PeriodHistoryTableProps) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const typeOf = (id: number) => types.find((type) => type.id === id)
  const typeName = (id: number) => {
    const type = typeOf(id)
    return type ? consumableTypeName(i18n, id, type.name) : String(id)
  }
  const price = (row: PeriodRow) =>
    perUnit(
      i18n,
      formatCurrency(row.price, currencySymbol, prefs, priceDecimals(row.price)),
      typeOf(row.typeId)?.unit,
    )
  const pencil = (row: PeriodRow) => {
    if (!row.editable) return null
    const name = typeName(row.typeId)
    const start = formatDate(row.period.startDate)
    const label = t`Edit the ${name} period from ${start}`
    return (
      <LazyTooltip label={blockedReason ?? label}>
        <ActionIcon
          variant="subtle"
          aria-label={label}
          disabled={blockedReason !== null}
          onClick={() => onEdit(row.period)}
        >
          <IconPencil />
        </ActionIcon>
      </LazyTooltip>
    )
  }
  const dates = (row: PeriodRow) => {
    const start = formatDate(row.period.startDate)
    const finish = formatDate(row.period.finishDate)
    return row.period.finishDate ? `${start} – ${finish}` : t`From ${start}`
  }
  const maxHeight = historyMaxHeight(rows.length, PERIOD_HISTORY_SCROLL_ROWS)

  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h5" mb="xs">
        {t`Price history`}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">{t`No prices yet.`}</Text>
      ) : (
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          <Box visibleFrom="sm">
            <Table fz="sm" verticalSpacing={4} highlightOnHover aria-label={t`Price history`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Type`}</Table.Th>
                  <Table.Th>{t`Period times`}</Table.Th>
                  <Table.Th>{t`Price`}</Table.Th>
                  <Table.Th>{t`Start date`}</Table.Th>
                  <Table.Th>{t`End date`}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t`Edit`}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{typeName(row.typeId)}</Table.Td>
                    <Table.Td>{row.times}</Table.Td>
                    <Table.Td>{price(row)}</Table.Td>
                    <Table.Td>{formatDate(row.period.startDate)}</Table.Td>
                    <Table.Td>{formatDate(row.period.finishDate)}</Table.Td>
                    <Table.Td w={44}>{pencil(row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack gap="xs" hiddenFrom="sm" role="list" aria-label={t`Price history`}>
            {rows.map((row) => (
              <Card key={row.key} withBorder padding="xs" role="listitem">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600}>
                      {typeName(row.typeId)} · {row.times}
                    </Text>
                    <Text size="sm">{price(row)}</Text>
                    <Text size="xs" c="dimmed">
                      {dates(row)}
                    </Text>
                  </Stack>
                  {pencil(row)}
                </Group>
              </Card>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Card>
  )
}
