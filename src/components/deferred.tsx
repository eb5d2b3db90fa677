import { cloneElement, type ReactElement, type ReactNode, Suspense, useState } from 'react'

interface DeferredProps {
  /** The trigger as drawn before the real control has loaded (same name and look). */
  placeholder: ReactElement<{
    onPointerEnter?: () => void
    onFocus?: () => void
    onClick?: () => void
  }>
  /** Starts loading the real control's module (on hover or focus, before the click). */
  preload: () => Promise<unknown>
  /** The real control, mounted opened: it replaces the placeholder once the user clicked it. */
  children: ReactNode
}

/**
 * Menus and panels of the top bar load on first approach (hover, focus) instead of with the page:
 * their positioning library is the biggest part of the shell, and /home has a JS budget. The
 * placeholder stays in place until the click, so the click is never lost to a re-render.
 */
export function Deferred({ placeholder, preload, children }: DeferredProps) {
  const [opened, setOpened] = useState(false)
  const warm = () => void preload().catch(() => undefined)
  const trigger = cloneElement(placeholder, {
    onPointerEnter: warm,
    onFocus: warm,
    onClick: () => setOpened(true),
  })
  if (!opened) return trigger
  return <Suspense fallback={trigger}>{children}</Suspense>
}
