import { useEffect, useState } from 'react'

/**
 * The current time, re-read every `intervalMs`: rules that depend on the clock (a machine turns
 * stale 5 minutes after its last sync) must change on screen even when no new data arrives.
 */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(id)
  }, [intervalMs])
  return now
}
