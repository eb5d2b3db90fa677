import { DISPLAY_TOKEN_RE } from '@/contract/display'

/**
 * Where the screen keeps its display token. The link carries it in the fragment (/display#TOKEN),
 * which no server or proxy log ever sees; the page moves it to localStorage and drops it from the
 * address bar, so a reload (or a power cut) brings the screen back without the link.
 */
export const DISPLAY_TOKEN_KEY = 'plant-portal.display-token'

export function normalizeToken(text: string): string | null {
  const token = text.replace(/[\s-]/g, '').toUpperCase()
  return DISPLAY_TOKEN_RE.test(token) ? token : null
}

export function takeTokenFromLocation(location: Pick<Location, 'hash'>, storage: Storage): string | null {
  const fromHash = normalizeToken(decodeURIComponent(location.hash.replace(/^#/, '')))
  if (fromHash) {
    storage.setItem(DISPLAY_TOKEN_KEY, fromHash)
    return fromHash
  }
  return normalizeToken(storage.getItem(DISPLAY_TOKEN_KEY) ?? '')
}

export function forgetToken(storage: Storage) {
  storage.removeItem(DISPLAY_TOKEN_KEY)
}
