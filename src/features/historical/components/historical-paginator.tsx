import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Pagination, Text } from '@mantine/core'
import { DeferredSelect } from '@/components/deferred-select'
import { HISTORIC_PAGE_SIZES } from '@/contract/historic-pages'
import { pageCount, pageRange } from '../model/paginator'

interface HistoricalPaginatorProps {
  page: number
  size: number
  total: number
  onPage: (page: number) => void
  onSize: (size: number) => void
  /** Which of the two paginators (top, bottom): their controls need distinct names. */
  position: 'top' | 'bottom'
}

/** Page sizes 10, 25, 50, 100; "Showing {first} to {last} of {total} entries" (spec 000 §2.4, §9). */
export function HistoricalPaginator({
  page,
  size,
  total,
  onPage,
  onSize,
  position,
}: HistoricalPaginatorProps) {
  const { t } = useLingui()
  const { first, last } = pageRange(page, size, total)
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <DeferredSelect
          size="xs"
          w={76}
          data={HISTORIC_PAGE_SIZES.map(String)}
          value={String(size)}
          onChange={(v) => v && onSize(Number(v))}
          allowDeselect={false}
          aria-label={position === 'top' ? t`Rows per page` : t`Rows per page (bottom)`}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed" aria-live={position === 'top' ? 'polite' : undefined}>
          <Trans>
            Showing {first} to {last} of {total} entries
          </Trans>
        </Text>
      </Group>
      <Pagination
        size="sm"
        total={pageCount(total, size)}
        value={page}
        onChange={onPage}
        siblings={0}
        boundaries={1}
        aria-label={position === 'top' ? t`Pages` : t`Pages (bottom)`}
        // 26 px buttons were too small to tap (issue 44): 24 px at least, 44 on touch screens.
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? t`Next page` : t`Previous page`,
          className: 'pp-tap-target',
        })}
        getItemProps={(p) => ({ 'aria-label': t`Page ${p}`, className: 'pp-tap-target' })}
      />
    </Group>
  )
}
