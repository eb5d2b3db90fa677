import { useMutation } from '@tanstack/react-query'
import { darkModeResponseSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { getSession, patchSessionUser } from '@/offline/session-store'

/**
 * PUT /users/dark-mode. The theme switches at once (the stored session is patched first) and
 * switches back if the server refuses.
 */
export function useDarkMode() {
  return useMutation({
    mutationFn: async (hasDarkMode: boolean) =>
      darkModeResponseSchema.parse(await api.put('users/dark-mode', { json: { hasDarkMode } }).json()),
    onMutate: async (hasDarkMode) => {
      const previous = getSession()?.user.hasDarkMode
      await patchSessionUser({ hasDarkMode })
      return { previous }
    },
    onError: async (_error, _value, context) => {
      if (context?.previous !== undefined) await patchSessionUser({ hasDarkMode: context.previous })
    },
  })
}
