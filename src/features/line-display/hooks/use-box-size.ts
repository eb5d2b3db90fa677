import { useCallback, useEffect, useRef, useState } from 'react'
import type { Size } from '../model/display-layout'

/**
 * The border-box size of an element, kept current by a ResizeObserver: the display lays its grid
 * out from the space the page actually leaves it (header, banner, screen rotation), not from a guess.
 * Returns a callback ref, so an element mounted later (once the status arrives) is observed too.
 */
export function useBoxSize(): [(node: HTMLElement | null) => void, Size] {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 })
  const observer = useRef<ResizeObserver | null>(null)
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!node) return
    const measure = (width: number, height: number) =>
      setSize((old) =>
        old.width === Math.floor(width) && old.height === Math.floor(height)
          ? old
          : { width: Math.floor(width), height: Math.floor(height) },
      )
    const box = node.getBoundingClientRect()
    measure(box.width, box.height)
    observer.current = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0]
      if (box) measure(box.inlineSize, box.blockSize)
    })
    observer.current.observe(node)
  }, [])
  useEffect(() => () => observer.current?.disconnect(), [])
  return [ref, size]
}
