/**
 * Debian's Chromium and the flags it needs on these machines, for the e2e suite, the benches and
 * the scripts: as root it needs --no-sandbox, and without the background-networking flags it keeps
 * trying hosts this closed network refuses (../shared/STACK.md). Never a downloaded browser.
 */
export const chromiumPath = '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
