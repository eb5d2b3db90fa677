import { Group, Text } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { ColumnChoice } from '@/components/column-choice'
import { MachineLineBadge } from '@/components/production/machine-line-badge'
import type { HistoricRow } from '@/contract/historic'
import { orderDetailHref, rowLinkHandlers } from '@/lib/navigation/open-row'
import { type ColumnChoices, type ColumnId, fieldsOffered } from '../model/columns'
import { useFieldLabels } from './field-labels'

/** What the table's rows and the phone's cards share: the order they open, its machine, a column's choice. */
const ORDER_ROUTE = '/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp'

const orderParams = (row: HistoricRow) => ({
  machineHashCode: row.machineHashCode,
  idOnMachine: row.idM,
  insertTimestamp: row.insertTimestamp,
})

/** The handlers that make a row or a card open its order (ctrl/middle-click: a new tab). */
export function useOpenOrder() {
  const navigate = useNavigate()
  return (row: HistoricRow) =>
    rowLinkHandlers(orderDetailHref(row.machineHashCode, row.idM, row.insertTimestamp), () =>
      navigate({ to: ORDER_ROUTE, params: orderParams(row) }),
    )
}

/** The machine's line badge and name, the name a link to the order. */
export function OrderMachine({ row, wrap }: { row: HistoricRow; wrap: 'truncate' | 'nowrap' }) {
  return (
    <Group gap={6} wrap="nowrap">
      <MachineLineBadge line={row.machineLine} />
      <Link
        to={ORDER_ROUTE}
        params={orderParams(row)}
        className="pp-plain-link"
        style={wrap === 'truncate' ? { minWidth: 0 } : undefined}
      >
        <Text
          span
          size="sm"
          fw={600}
          truncate={wrap === 'truncate' ? 'end' : undefined}
          display={wrap === 'truncate' ? 'block' : undefined}
          style={wrap === 'nowrap' ? { whiteSpace: 'nowrap' } : undefined}
        >
          {row.machine}
        </Text>
      </Link>
    </Group>
  )
}

interface HistoricColumnChoiceProps {
  id: ColumnId
  choices: ColumnChoices
  onChoose: (id: ColumnId, field: string) => void
  flexoOrOffset: boolean
}

/** The field a switchable column shows, chosen among those its machines offer (spec 000 §2.4). */
export function HistoricColumnChoice({ id, choices, onChoose, flexoOrOffset }: HistoricColumnChoiceProps) {
  const labels = useFieldLabels()
  return (
    <ColumnChoice
      options={fieldsOffered(id, flexoOrOffset).map((f) => ({ key: f as string, label: labels[f] }))}
      value={choices[id]}
      onChange={(field) => onChoose(id, field)}
    />
  )
}
