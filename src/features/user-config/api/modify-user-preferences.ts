import { useMutation } from '@tanstack/react-query'
import { accountStateSchema } from '@/contract/account'
import type { UserPreferenceCode } from '@/contract/session'
import { api } from '@/lib/api/client'
import { replaceAccountState } from '@/offline/session-store'

/**
 * POST /modify_user_preferences. The answer (user and configuration with the derived unit
 * preferences) replaces the stored session, so every screen reading useUnitPreferences re-renders
 * in the new units and separators at once, without a reload.
 */
export function useModifyUserPreferences() {
  return useMutation({
    mutationFn: async (preferences: UserPreferenceCode[]) =>
      accountStateSchema.parse(await api.post('modify_user_preferences', { json: { preferences } }).json()),
    onSuccess: (state) => replaceAccountState(state),
  })
}
