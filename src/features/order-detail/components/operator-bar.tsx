import { useLingui } from '@lingui/react/macro'
import { Box, UnstyledButton } from '@mantine/core'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { OrderHistogram } from '@/contract/order-detail'
import { formatTime } from '@/lib/format/date'
import { type Selection, toggleSelection } from '../model/sections'

/** Shades dark enough for white text (4.5:1) in both themes. */
const operatorColours = ['blue-8', 'teal-9', 'grape-8', 'indigo-8', 'cyan-9', 'pink-8', 'violet-8']

/** Who ran the machine when, under the chart: a click selects that period, a second click clears it. */
export function OperatorBar({
  histogram,
  range,
  selection,
  onSelect,
}: {
  histogram: OrderHistogram
  range: [number, number]
  selection: Selection | null
  onSelect: (s: Selection | null) => void
}) {
  const { t } = useLingui()
  const [x0, x1] = range
  const width = x1 - x0
  const names = [...new Set(histogram.operators.map((o) => o.name))]
  return (
    <Box pos="relative" h={26} ml={44} mr={16} aria-label={t`Operators`} role="group">
      {histogram.operators.map((o) => {
        const from = Math.max(o.start, x0)
        const to = Math.min(o.end, x1)
        if (to <= from) return null
        const selected = selection?.from === from && selection?.to === to
        const colour = operatorColours[names.indexOf(o.name) % operatorColours.length]
        return (
          <LazyTooltip
            key={`${o.name}${o.start}`}
            label={`${o.name}: ${formatTime(from)} - ${formatTime(to)}`}
          >
            <UnstyledButton
              aria-pressed={selected}
              aria-label={t`Select the period of ${o.name}`}
              onClick={() => onSelect(toggleSelection(selection, { from, to }))}
              style={{
                position: 'absolute',
                left: `${((from - x0) / width) * 100}%`,
                width: `${((to - from) / width) * 100}%`,
                top: 0,
                bottom: 0,
                background: `var(--mantine-color-${colour})`,
                boxShadow: selected ? 'inset 0 0 0 2px #fff' : undefined,
                fontWeight: selected ? 700 : undefined,
                color: 'white',
                fontSize: 11,
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
                padding: '0 4px',
                borderRight: '1px solid var(--mantine-color-body)',
                outlineOffset: -2,
              }}
            >
              {o.name}
            </UnstyledButton>
          </LazyTooltip>
        )
      })}
    </Box>
  )
}
