/** Shown once per browser session at most, so coming back to home does not nag. */
const seenKey = (id: number) => `plant-portal.retargeting-seen.${id}`

export function wasShownThisSession(id: number): boolean {
  try {
    return sessionStorage.getItem(seenKey(id)) === '1'
  } catch {
    return false
  }
}

export function markShown(id: number) {
  try {
    sessionStorage.setItem(seenKey(id), '1')
  } catch {
    // storage unavailable: the modal may show again, which is harmless
  }
}
