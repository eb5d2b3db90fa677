/**
 * Debian's Chromium and the flags it needs on these machines, for the e2e suite, the benches and
 * the scripts: as root it needs --no-sandbox, and without the background-networking flags it keeps
 * trying hosts this closed network refuses (../shared/STACK.md). Never a downloaded browser.
 */
export const chromiumPath = '/usr/bin/chromium'

/**
 * The browser the Playwright suites drive: Debian's chromium-headless-shell, the same Chromium
 * build without the desktop browser around it. Measured on the suite (ADR 030): about a fifth less
 * CPU than `chromium --headless` for the same tests, on a run that is CPU-bound. The benches keep
 * the full browser, which is what users run; CHROMIUM_PATH overrides both for a one-off run.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The Playwright suites' flags: the above, and V8 in each page stops at its baseline compiler
 * (Sparkplug). A test's page lives a few seconds, so the optimizing tiers mostly compiled code
 * nobody ran long enough to profit from: about a seventh of the renderers' CPU on the suite
 * (ADR 030). The benches keep V8's defaults, as users have them.
 */
export const testBrowserArgs = [...chromiumArgs, '--js-flags=--max-opt=1']
