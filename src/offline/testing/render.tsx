import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

/** Renders with Mantine, Lingui (English source texts) and a query client, as the app does. */
export function renderUi(ui: ReactNode, queryClient = new QueryClient()) {
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en_EN', messages: {} })
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  )
}

/** A matchMedia whose queries answer `matches(query)` (jsdom has none; Mantine's hooks read it). */
export function stubMatchMedia(matches: (query: string) => boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
}

/** jsdom lacks matchMedia, ResizeObserver and document.fonts, which Mantine uses. */
export function installDomShims() {
  if (!window.matchMedia) stubMatchMedia(() => false)
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    })
  }
  if (!('ResizeObserver' in window)) {
    ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  }
}
