import { useEffect, useState } from 'react'

/**
 * False until the browser has painted once after `ready` became true, then true: a long page
 * renders its first screen in one task and the rest in the next, so no single long task blocks
 * input (the order detail's blocking time on a slow phone).
 */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready, painted])
  return painted
}
