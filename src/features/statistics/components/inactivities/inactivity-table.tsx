import { Trans, useLingui } from '@lingui/react/macro'
import { Table } from '@mantine/core'
import { Fragment } from 'react'
import { hoursMinutes } from '../../model/format'
import type { InactivityTable as TableModel } from '../../model/inactivity-records'

/** Description, duration and repeats per reason, machine and process subtotals, and the total. */
export function InactivityTable({ table }: { table: TableModel }) {
  const { t } = useLingui()
  const sections = [
    { key: 'machine', subtotal: t`Machine subtotal`, section: table.machine },
    { key: 'process', subtotal: t`Process subtotal`, section: table.process },
  ]
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover data-testid="inactivity-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Description</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Duration</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Repeats</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map(({ key, subtotal, section }) => (
            <Fragment key={key}>
              {section.rows.map((row) => (
                <Table.Tr key={`${row.category}-${row.description}`}>
                  <Table.Td>{row.description}</Table.Td>
                  <Table.Td ta="right">{hoursMinutes(row.duration)}</Table.Td>
                  <Table.Td ta="right">{row.repeats}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={600} data-testid={`subtotal-${key}`}>
                <Table.Td>{subtotal}</Table.Td>
                <Table.Td ta="right">{hoursMinutes(section.subtotal.duration)}</Table.Td>
                <Table.Td ta="right">{section.subtotal.repeats}</Table.Td>
              </Table.Tr>
            </Fragment>
          ))}
          <Table.Tr fw={700} data-testid="total">
            <Table.Td>
              <Trans>Total</Trans>
            </Table.Td>
            <Table.Td ta="right">{hoursMinutes(table.total.duration)}</Table.Td>
            <Table.Td ta="right">{table.total.repeats}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
