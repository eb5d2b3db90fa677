import { api } from './client'

/**
 * Opens the external ordering site in a new tab with a short-lived, single-use handoff token
 * (POST /ordering/handoff); the session token never leaves the app. The tab is opened before the
 * request so popup blockers see a direct user action; it is closed again if the request fails.
 */
export async function openOrderingSite(): Promise<void> {
  const tab = window.open('about:blank', '_blank')
  try {
    // The schema loads on click, keeping zod out of the pages that show the ordering entry.
    const { handoffResponseSchema } = await import('@/contract/account')
    const { url } = handoffResponseSchema.parse(await api.post('ordering/handoff').json())
    if (tab) {
      tab.opener = null
      tab.location.href = url
    } else {
      window.location.assign(url)
    }
  } catch (error) {
    tab?.close()
    throw error
  }
}
