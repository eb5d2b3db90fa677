import { useEffect, useState } from 'react'

/**
 * The page shown, turning by itself every `paceMs` while there is more than one page. It counts
 * turns, not pages, so a page count that changes with the next status stays in range (modulo).
 */
export function usePageTurn(pageCount: number, paceMs: number): number {
  const [turn, setTurn] = useState(0)
  useEffect(() => {
    if (pageCount <= 1) return
    const id = setInterval(() => setTurn((t) => t + 1), paceMs)
    return () => clearInterval(id)
  }, [pageCount, paceMs])
  return pageCount > 1 ? turn % pageCount : 0
}
