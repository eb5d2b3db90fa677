import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import {
  accountStateSchema,
  darkModeResponseSchema,
  languageSchema,
  type UpdateLanguageRequest,
} from '@/contract/account'
import { api } from '@/lib/api/client'
import { getSession, patchSessionUser, saveSession } from '@/offline/session-store'

export const userConfigKeys = {
  all: ['user-config'] as const,
  languages: () => [...userConfigKeys.all, 'languages'] as const,
}

/** GET /language: the interface languages with their names. */
export const languagesQuery = () =>
  queryOptions({
    queryKey: userConfigKeys.languages(),
    queryFn: async () => z.array(languageSchema).parse(await api.get('language').json()),
    staleTime: 24 * 3600_000,
  })

export const useLanguages = () => useQuery(languagesQuery())

/** POST /update_language; the stored session takes the answer, then the page reloads (spec 002 §2.5). */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: async (body: UpdateLanguageRequest) =>
      accountStateSchema.parse(await api.post('update_language', { json: body }).json()),
    onSuccess: async (state) => {
      const current = getSession()
      if (current) await saveSession({ ...current, user: state.user, userConfig: state.userConfig })
    },
  })
}

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
