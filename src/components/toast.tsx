import { useLingui } from '@lingui/react/macro'
import { Notification, Portal, Stack } from '@mantine/core'
import { useSyncExternalStore } from 'react'

/**
 * Short messages at the top right (the spec's "toasts"). A few lines of our own instead of
 * @mantine/notifications, which would add ~6 KB gzip to every page's first load.
 */
export interface Toast {
  id: number
  message: string
  color?: 'red' | 'green' | 'brand'
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export function showToast(message: string, color: Toast['color'] = 'brand', timeoutMs = 5000) {
  const id = nextId++
  toasts = [...toasts.slice(-3), { id, message, color }]
  emit()
  if (timeoutMs > 0) setTimeout(() => dismissToast(id), timeoutMs)
  return id
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
const snapshot = () => toasts

export function Toasts() {
  const { t } = useLingui()
  const items = useSyncExternalStore(subscribe, snapshot, snapshot)
  if (items.length === 0) return null
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        top={64}
        right={12}
        w="min(380px, calc(100vw - 24px))"
        style={{ zIndex: 1000 }}
        role="status"
        aria-live="polite"
      >
        {items.map((item) => (
          <Notification
            key={item.id}
            color={item.color}
            withBorder
            onClose={() => dismissToast(item.id)}
            closeButtonProps={{ 'aria-label': t`Close` }}
          >
            {item.message}
          </Notification>
        ))}
      </Stack>
    </Portal>
  )
}
