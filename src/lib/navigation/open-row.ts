import type { MouseEvent } from 'react'

/**
 * A table row that acts as a link (spec 000 §2.3-2.4): a plain click navigates in the app,
 * ctrl-click (cmd on a Mac) and middle-click open `href` in a new tab, as a link would.
 * Clicks on a control inside the row (a button, a link) are left to that control.
 */
export function rowLinkHandlers(href: string, navigate: () => void) {
  const inControl = (event: MouseEvent) =>
    event.target instanceof Element && event.target.closest('a, button, input, [role="menuitem"]') !== null
  return {
    onClick: (event: MouseEvent) => {
      if (inControl(event)) return
      if (event.ctrlKey || event.metaKey) window.open(href, '_blank', 'noopener')
      else navigate()
    },
    onAuxClick: (event: MouseEvent) => {
      if (event.button !== 1 || inControl(event)) return
      event.preventDefault()
      window.open(href, '_blank', 'noopener')
    },
  }
}

/** /machine-control/{machineHashCode}/{idOnMachine}/{insertTimestamp} (spec 000 §2.1). */
export function orderDetailHref(
  machineHashCode: string,
  idOnMachine: number | string,
  insertTimestamp: number | string,
) {
  return `/machine-control/${encodeURIComponent(machineHashCode)}/${idOnMachine}/${insertTimestamp}`
}
