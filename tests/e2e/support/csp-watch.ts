/**
 * Content-Security-Policy violations a page runs into, from the two places Chromium tells about
 * them: the `securitypolicyviolation` event in every frame (recorded by an init script, so it is
 * listening before the page's first script) and the console, where the browser also writes the
 * violations of the page's workers, and its complaints about a policy header it cannot read.
 */
import type { ConsoleMessage, Page } from '@playwright/test'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

export interface CspWatch {
  /** Violations seen since the last call, in every frame of the page and its console. */
  take(): Promise<string[]>
}

/** The browser's word on a violation, or on a policy header it could not read (an unknown feature). */
const aboutPolicy = /Content[- ]Security[- ]Policy|Permissions[- ]Policy/i

export async function watchCsp(page: Page): Promise<CspWatch> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline code'} (${e.sourceFile || location.href}:${e.lineNumber})`,
      )
    })
  })
  let logged: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (aboutPolicy.test(message.text())) logged.push(`console: ${message.text()}`)
  }
  page.on('console', onConsole)
  page.on('worker', (worker) => worker.on('console', onConsole))
  page.context().on('serviceworker', (worker) => worker.on('console', onConsole))

  return {
    async take() {
      const fromFrames: string[] = []
      for (const frame of page.frames()) {
        const found = await frame
          .evaluate(() => {
            const seen = window.__cspViolations ?? []
            window.__cspViolations = []
            return seen
          })
          .catch(() => [] as string[])
        fromFrames.push(...found.map((v) => `${frame.url()}: ${v}`))
      }
      const all = [...fromFrames, ...logged]
      logged = []
      return all
    },
  }
}
