import { useLingui } from '@lingui/react/macro'
import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useOnlineState } from '../online-status'
import { useOutboxStatus } from '../outbox/status'
import { clockTime } from './format'

const OfflineDialog = lazy(() => import('./offline-dialog').then((m) => ({ default: m.OfflineDialog })))

/**
 * The connection state in the top bar: online, offline since HH:MM, or syncing N queued changes,
 * plus how many refused changes wait for the user. It opens the offline panel (pending changes
 * and storage), which loads on first use.
 */
export function OnlineIndicator() {
  const { t } = useLingui()
  const { online, since } = useOnlineState()
  const { queued, needsAttention } = useOutboxStatus()
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)

  const time = clockTime(since)
  const label = !online ? t`Offline since ${time}` : queued > 0 ? t`Syncing ${queued}` : t`Online`
  const color = !online ? 'orange' : needsAttention > 0 ? 'red' : queued > 0 ? 'blue' : 'teal'
  const quiet = online && queued === 0 && needsAttention === 0
  const attention = t`${needsAttention} to review`

  return (
    <>
      <UnstyledButton
        onClick={() => {
          setLoaded(true)
          setOpened(true)
        }}
        aria-label={needsAttention > 0 ? `${label}. ${attention}` : label}
        aria-haspopup="dialog"
        px={6}
        py={4}
        style={{ borderRadius: 8 }}
        data-testid="online-indicator"
        data-online={online}
      >
        <Group gap={6} wrap="nowrap">
          <Box
            w={10}
            h={10}
            style={{ borderRadius: '50%', background: `var(--mantine-color-${color}-6)`, flex: 'none' }}
          />
          <Text
            size="sm"
            fw={500}
            visibleFrom={quiet ? 'md' : undefined}
            style={{ whiteSpace: 'nowrap' }}
            aria-live="polite"
          >
            {label}
          </Text>
          {needsAttention > 0 ? (
            <Badge color="red" size="sm" variant="filled" aria-hidden>
              {needsAttention}
            </Badge>
          ) : null}
        </Group>
      </UnstyledButton>
      {loaded ? (
        <Suspense fallback={null}>
          <OfflineDialog opened={opened} onClose={() => setOpened(false)} title={label} />
        </Suspense>
      ) : null}
    </>
  )
}
