import type { TooltipProps } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'
import {
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useRef,
  useState,
} from 'react'

const loadTooltip = () => import('./tooltip-field')
const RealTooltip = lazy(loadTooltip)

type TriggerProps = {
  ref?: Ref<HTMLElement>
  onPointerEnter?: (event: PointerEvent) => void
  onPointerLeave?: (event: PointerEvent) => void
  onFocus?: (event: FocusEvent) => void
  onBlur?: (event: FocusEvent) => void
}

/**
 * Mantine's Tooltip, loaded when the pointer or the focus first reaches its target (issue 30): a
 * tooltip brings the positioning library (about 20 KB gzip with its own code), which first screens
 * with a badge or an icon button carried without anyone hovering. The target is drawn as it is and
 * never re-mounted (a click right after the pointer arrives must reach it): the loaded tooltip is
 * mounted beside it and attached through Mantine's `target`, open if the pointer or the focus is
 * still there. Same props as Mantine's.
 */
export function LazyTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'target'> & { children: ReactElement<TriggerProps> }) {
  const [armed, setArmed] = useState(false)
  const [inside, setInside] = useState(false)
  const own = children.props
  const target = useRef<HTMLElement>(null)
  const ref = useMergedRef(target, own.ref)
  const enter = () => {
    void loadTooltip().catch(() => undefined)
    setInside(true)
    setArmed(true)
  }
  const trigger = cloneElement(children, {
    ref,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event)
      if (!armed) enter()
    },
    onFocus: (event) => {
      own.onFocus?.(event)
      if (!armed) enter()
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event)
      setInside(false)
    },
    onBlur: (event) => {
      own.onBlur?.(event)
      setInside(false)
    },
  })
  return (
    <>
      {trigger}
      {armed ? (
        <Suspense fallback={null}>
          <RealTooltip {...props} target={target} defaultOpened={inside} />
        </Suspense>
      ) : null}
    </>
  )
}
