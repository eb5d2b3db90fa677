import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { notificationKeys } from './notification-keys'

/** POST /user_notifications/click_bell: everything up to now stops counting as new. */
export function useClickBell() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('user_notifications/click_bell').json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  })
}
