import { api } from '@/lib/api/client'
import { isApiError } from '@/lib/api/errors'
import { clearSession, getSession, saveSession } from '@/offline/session-store'
import { isSessionAnswer } from '../model/session-answer'

/**
 * At start, when online, refresh the stored session (roles, configuration, terms may have
 * changed). A refusal clears the session (the 401 handler then sends the user to /login);
 * a network failure keeps it, so the app still opens offline.
 */
export async function refreshSession(): Promise<void> {
  const current = getSession()
  if (!current || !navigator.onLine) return
  try {
    const body = await api.post('verify-token', { json: { token: current.token } }).json()
    // An answer the shell cannot run on keeps the stored session (model/session-answer.ts says why
    // this is not the zod schema).
    if (!isSessionAnswer(body)) return
    const fresh = { ...body, token: body.token || current.token }
    // Unchanged (the usual case): nothing to write, and IndexedDB's library need not load.
    if (JSON.stringify(fresh) === JSON.stringify(current)) return
    if (getSession()?.token === current.token) await saveSession(fresh)
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      await clearSession(error.status === 401 ? error.code : undefined)
    }
  }
}
