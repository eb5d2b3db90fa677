import { useEffect, useState } from 'react'

/**
 * Whether a layout has settled: `key` (null while not measured yet) stayed the same for two
 * animation frames. The display's grid waits for it before it shows: its first layout is measured,
 * and on a small screen the pager that measurement brings into the header pushes the grid down a
 * moment later (Lighthouse counted that as a layout shift of 0.4 on a phone). Once settled, stays
 * so: later changes (a rotation, a new page count) are the display adapting, shown as they happen.
 */
export function useSettled(key: string | null): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (settled || key === null) return
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setSettled(true))
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [key, settled])
  return settled
}
