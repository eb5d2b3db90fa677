import { createContext, type ReactNode, useContext } from 'react'
import { createPortal } from 'react-dom'

/** The top bar's per-module slot (spec 000 §2.2); the shell provides the element. */
export const ExtendedHeaderContext = createContext<HTMLElement | null>(null)

/**
 * Renders its children in the top bar while the calling page is shown, e.g. the plant-control
 * line filter or the historical Excel export button.
 */
export function ExtendedHeader({ children }: { children: ReactNode }) {
  const target = useContext(ExtendedHeaderContext)
  return target ? createPortal(children, target) : null
}
