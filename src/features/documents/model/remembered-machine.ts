/**
 * The machine whose documents the user last opened (spec 001 §2.4: a remembered machine sends
 * /documents straight to it). Kept per user on this device; the header's home icon forgets it.
 */
const key = (userId: number) => `plant-portal.documents.machine:${userId}`

export function rememberedMachine(userId: number): string | null {
  try {
    return globalThis.localStorage?.getItem(key(userId)) ?? null
  } catch {
    return null
  }
}

export function rememberMachine(userId: number, serialNumber: string | null): void {
  try {
    if (serialNumber) globalThis.localStorage?.setItem(key(userId), serialNumber)
    else globalThis.localStorage?.removeItem(key(userId))
  } catch {
    // Private mode or a full storage: the redirect is a convenience.
  }
}
