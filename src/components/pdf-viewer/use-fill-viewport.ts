import { useEffect, useRef, useState } from 'react'

/**
 * The height from an element's top to the footer at the bottom of the window, kept up to date on
 * resize: the viewer fills the screen under the top bar (whose height changes when it wraps on
 * phones) and the page is exactly the window, so the pages scroll inside the viewer and pdf.js,
 * bringing a search hit into view, has no window to scroll.
 */
export function useFillViewport<T extends HTMLElement>(min = 360) {
  const ref = useRef<T>(null)
  const [height, setHeight] = useState<number | null>(null)
  useEffect(() => {
    const measure = () => {
      const el = ref.current
      if (!el) return
      const top = el.getBoundingClientRect().top + window.scrollY
      const footer = document.querySelector('footer')?.getBoundingClientRect().height ?? 0
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - footer)))
    }
    measure()
    const bar = document.querySelector('.pp-topbar')
    const observer = new ResizeObserver(measure)
    if (bar) observer.observe(bar)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [min])
  return { ref, height }
}
