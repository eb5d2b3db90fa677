/**
 * The navigation log (spec 000 §7, 001 §7, 002 §7.6: POST /log/custom with a referer): each page
 * a signed-in user opens, the terms screen included, is sent as the request's referer, the page it
 * is sent from (path and search, the way a browser's Referer names it). One per page, not per
 * filter change; skipped offline (a page view is not the user's data: the outbox keeps only that),
 * and a failure is ignored: the log must never stand in the user's way.
 */
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { sendBeforeSignOut } from '@/lib/api/before-sign-out'
import { api } from '@/lib/api/client'
import { getOnlineState } from '@/offline/online-status'

/** The longest referer the server takes (logCustomRequestSchema). */
const MAX_REFERER = 2000

/** `signedIn`: only a session's pages are logged (a call without one would answer 401). */
export function useNavigationLog(signedIn: boolean) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    if (!signedIn || !getOnlineState().online) return
    const referer = `${pathname}${globalThis.location?.search ?? ''}`.slice(0, MAX_REFERER)
    sendBeforeSignOut(api.post('log/custom', { json: { referer } })).catch(() => undefined)
  }, [signedIn, pathname])
}
