import { Box } from '@mantine/core'
import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Renders `children` once their place scrolls into the viewport, and a box of the same height
 * until then (so nothing moves when they arrive). For heavy parts below the first
 * screen (a chart: its library's code, evaluation and drawing): a phone that opens the page does
 * not pay for them before the user scrolls there (issue 30). Where the browser cannot tell
 * (no IntersectionObserver), they render at once.
 */
export function WhenScrolledTo({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = place.current
    if (shown || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])
  if (shown) return children
  return <Box ref={place} h={height} aria-hidden />
}
