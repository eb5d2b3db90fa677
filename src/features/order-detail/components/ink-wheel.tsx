import { useLingui } from '@lingui/react/macro'
import type { OrderInkwell } from '@/contract/order-detail'
import { isInkwellActive } from '../model/inkwells'

/** Decks 1 to 10 are coloured on the wheel (spec 000 §9); beyond that the ring stays grey. */
const COLOURED_DECKS = 10

/** The ink-colour wheel: one ring per colour deck, outermost first, in the deck's ink colour. */
export function InkWheel({ inkwells, size = 160 }: { inkwells: readonly OrderInkwell[]; size?: number }) {
  const { t } = useLingui()
  const rings = inkwells.length
  if (rings === 0) return null
  const outer = size / 2 - 2
  const step = (outer - 12) / rings
  const used = inkwells.filter((w) => isInkwellActive(w) && w.hex).length
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={t`Ink wheel: ${used} of ${rings} decks inked`}
    >
      {inkwells.map((w, i) => {
        const coloured = i < COLOURED_DECKS && isInkwellActive(w) && w.hex
        return (
          <circle
            key={w.position}
            cx={size / 2}
            cy={size / 2}
            r={outer - i * step - step / 2}
            fill="none"
            stroke={coloured ? (w.hex as string) : 'var(--mantine-color-default-border)'}
            strokeWidth={step - 2}
          >
            <title>{`${w.position}: ${w.values.color ?? '-'}`}</title>
          </circle>
        )
      })}
    </svg>
  )
}
