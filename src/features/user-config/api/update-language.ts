import { useMutation } from '@tanstack/react-query'
import { accountStateSchema, type UpdateLanguageRequest } from '@/contract/account'
import { api } from '@/lib/api/client'
import { replaceAccountState } from '@/offline/session-store'

/** POST /update_language; the stored session takes the answer, then the page reloads (spec 002 §2.5). */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: async (body: UpdateLanguageRequest) =>
      accountStateSchema.parse(await api.post('update_language', { json: body }).json()),
    onSuccess: (state) => replaceAccountState(state),
  })
}
