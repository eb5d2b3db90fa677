import { useLingui } from '@lingui/react/macro'
import { Group, Pagination, ScrollArea, Table, Text } from '@mantine/core'
import { type ReactNode, useEffect, useState } from 'react'

export interface Column<T> {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  /** Hidden below this breakpoint (the spec hides some columns on small screens). */
  visibleFrom?: 'xs' | 'sm' | 'md'
  align?: 'left' | 'right'
}

/**
 * A table of a fixed page size (rolls 15, inactivities 15, child-order rolls 5: spec 000 §9),
 * scrolling sideways inside itself so the page never does; NO_DATA when empty.
 */
export function PagedTable<T>({
  rows,
  columns,
  pageSize,
  rowKey,
  label,
}: {
  rows: readonly T[]
  columns: Column<T>[]
  pageSize: number
  rowKey: (row: T) => string | number
  label: string
}) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const pages = Math.max(1, Math.ceil(rows.length / pageSize))
  // A narrower selection can leave the current page past the end.
  useEffect(() => {
    if (page > pages) setPage(1)
  }, [page, pages])
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t`No data`}
      </Text>
    )
  }
  const shown = rows.slice((page - 1) * pageSize, page * pageSize)
  return (
    <>
      {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
      <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': label }}>
        <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th
                  key={c.key}
                  visibleFrom={c.visibleFrom}
                  ta={c.align}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.key}
                    visibleFrom={c.visibleFrom}
                    ta={c.align}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 ? (
        <Group justify="center" mt="xs">
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            siblings={0}
            boundaries={1}
            aria-label={t`Pages of ${label}`}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? t`Next page` : t`Previous page`,
            })}
            getItemProps={(p) => ({ 'aria-label': t`Page ${p}` })}
          />
        </Group>
      ) : null}
    </>
  )
}
