/**
 * The signed-in session on this device.
 *
 * Model: one in-memory snapshot, loaded once at start from IndexedDB (Dexie table `session`) and
 * written back on every change, so the service worker and the next start see the same session.
 * The theme is mirrored to localStorage (the language by app/i18n) because the inline script of index.html
 * must apply them before React and IndexedDB are ready (no flash of the wrong theme). Clearing the
 * session never touches the outbox: queued commands stay with their author.
 *
 * The start-up read uses plain IndexedDB on Dexie's database, and Dexie itself loads only to
 * write: the login page's first load stays without it (the JS budget of /login).
 */
import { useSyncExternalStore } from 'react'
import type { Session, SessionUser, UserConfig } from '@/contract/session'
import { sessionPlantZone, setPlantZone } from '@/lib/time/plant-zone'
import type { SessionRow } from '@/offline/db'

export type SessionState =
  | { status: 'loading'; session: null }
  /** `ended`: the server's code when it refused the session (401), so /login can say why. */
  | { status: 'anonymous'; session: null; ended?: string }
  | { status: 'signed-in'; session: Session }

/** localStorage key read by index.html before the app starts (the language has its own, in app/i18n). */
export const colorSchemeKey = 'plant-portal.color-scheme'

let state: SessionState = { status: 'loading', session: null }
const listeners = new Set<() => void>()

function emit(next: SessionState) {
  state = next
  // Times read and typed follow the plant of the signed-in user (lib/time/plant-zone.ts).
  setPlantZone(next.session ? sessionPlantZone(next.session.userConfig?.machines) : undefined)
  for (const listener of listeners) listener()
}

export function getSessionState(): SessionState {
  return state
}

export function getSession(): Session | null {
  return state.session
}

export function getToken(): string | null {
  return state.session?.token ?? null
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState)
}

/** The signed-in session; only for components rendered behind the protected layout. */
export function useSession(): Session {
  const current = useSessionState()
  if (current.status !== 'signed-in') throw new Error('useSession outside a signed-in area')
  return current.session
}

function mirror(session: Session | null) {
  try {
    if (session) {
      localStorage.setItem(colorSchemeKey, session.user.hasDarkMode ? 'dark' : 'light')
    } else {
      // Signed out: the login screen is dark whatever the last user chose (spec 002 §4 "Logout").
      localStorage.setItem(colorSchemeKey, 'dark')
    }
  } catch {
    // Private mode or storage full: the theme still follows the session once React runs.
  }
}

const databaseName = 'plant-portal'

/** The stored row, read without Dexie; a missing database is not created here (Dexie owns its schema). */
function readStoredRow(): Promise<SessionRow | undefined> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined)
    const request = indexedDB.open(databaseName)
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = () => resolve(undefined)
    request.onblocked = () => resolve(undefined)
    request.onsuccess = () => {
      const idb = request.result
      if (!idb.objectStoreNames.contains('session')) {
        idb.close()
        return resolve(undefined)
      }
      const get = idb.transaction('session', 'readonly').objectStore('session').get('current')
      get.onsuccess = () => {
        resolve(get.result as SessionRow | undefined)
        idb.close()
      }
      get.onerror = () => {
        resolve(undefined)
        idb.close()
      }
    }
  })
}

const database = () => import('@/offline/db').then((m) => m.db)

/** Reads the stored session; called once at start, before the router resolves its first route. */
export async function loadSession(): Promise<SessionState> {
  if (state.status !== 'loading') return state
  try {
    const row = await readStoredRow()
    emit(
      row?.session ? { status: 'signed-in', session: row.session } : { status: 'anonymous', session: null },
    )
  } catch {
    emit({ status: 'anonymous', session: null })
  }
  return state
}

export async function saveSession(session: Session): Promise<void> {
  emit({ status: 'signed-in', session })
  mirror(session)
  await (await database()).session.put({ key: 'current', session, savedAt: Date.now() })
}

/** Changes part of the stored user (theme, language, terms) after a successful write. */
export async function patchSessionUser(
  patch: Partial<SessionUser>,
  configPatch: Partial<UserConfig> = {},
): Promise<void> {
  const current = state.session
  if (!current) return
  await saveSession({
    ...current,
    user: { ...current.user, ...patch },
    userConfig: { ...current.userConfig, ...configPatch },
  })
}

/** An account answer (update_language and the like) replaces the stored user and configuration. */
export async function replaceAccountState(account: Pick<Session, 'user' | 'userConfig'>): Promise<void> {
  const current = state.session
  if (!current) return
  await saveSession({ ...current, user: account.user, userConfig: account.userConfig })
}

/**
 * Forgets the session: the stored copy first, then the screens. Signed out, the app goes to
 * /login at once; a reload from there must not find the old session still stored and send its
 * revoked token. `ended`: the code of the server's refusal (PASSWORD_CHANGED, UNAUTHORIZED), kept
 * until the next sign-in for the sign-in page to explain; several refusals race at a start (the
 * session check, the first screen's loaders), and one that brings no code keeps the first's.
 */
export async function clearSession(ended?: string): Promise<void> {
  const why = ended ?? (state.status === 'anonymous' ? state.ended : undefined)
  mirror(null)
  try {
    await (await database()).session.delete('current')
  } finally {
    emit(why ? { status: 'anonymous', session: null, ended: why } : { status: 'anonymous', session: null })
  }
}
