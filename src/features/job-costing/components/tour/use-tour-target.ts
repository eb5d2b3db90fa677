import { useEffect, useState } from 'react'

export interface TargetBox {
  top: number
  left: number
  width: number
  height: number
}

/** How long a step waits for its element (a tab switching, data loading) before it shows centred. */
const WAIT_MS = 5000

const boxOf = (element: Element): TargetBox => {
  const r = element.getBoundingClientRect()
  return { top: r.top, left: r.left, width: r.width, height: r.height }
}

/** The sticky top bar's height, at most: a tall element's top must not hide under it. */
const TOP_BAR = 100

/** A short element centred; a tall one (the ink grid on a phone) from its top, for the text below. */
function bringIntoView(element: Element) {
  const tall = element.getBoundingClientRect().height > window.innerHeight / 2
  element.scrollIntoView({ block: tall ? 'start' : 'center', inline: 'nearest' })
  if (tall) window.scrollBy(0, -TOP_BAR)
}

const same = (a: TargetBox | null, b: TargetBox) =>
  a !== null && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height

/**
 * Where the element of a tour step is on screen, following scrolls and resizes. It waits for the
 * element to appear (the step may have just switched the tab), scrolls it into view once, and
 * answers 'missing' when it never comes (a tab without data): the step then shows centred.
 */
export function useTourTarget(selector: string): TargetBox | 'waiting' | 'missing' {
  const [box, setBox] = useState<TargetBox | 'waiting' | 'missing'>('waiting')
  useEffect(() => {
    let element: Element | null = null
    let last: TargetBox | null = null
    let frame = 0
    const started = Date.now()
    setBox('waiting')
    const measure = () => {
      if (!element?.isConnected) {
        element = document.querySelector(selector)
        if (element) bringIntoView(element)
      }
      if (element) {
        const next = boxOf(element)
        if (!same(last, next)) {
          last = next
          setBox(next)
        }
      } else if (Date.now() - started > WAIT_MS) {
        setBox('missing')
      }
      // A frame loop rather than observers: it also catches the element moving because content
      // above it loaded, and it stops with the step.
      frame = requestAnimationFrame(measure)
    }
    frame = requestAnimationFrame(measure)
    return () => cancelAnimationFrame(frame)
  }, [selector])
  return box
}
