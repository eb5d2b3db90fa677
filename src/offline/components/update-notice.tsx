import { Trans, useLingui } from '@lingui/react/macro'
import { Button, CloseButton, Group, Paper, Portal, Text } from '@mantine/core'
import { useState } from 'react'
import { applyUpdate, useUpdateState } from '../update'

/**
 * "A new version is available": a small card at the bottom that never blocks the page. Reload
 * activates the waiting version; "later" hides the card until the next start.
 */
export function UpdateNotice() {
  const { t } = useLingui()
  const { waiting } = useUpdateState()
  const [dismissed, setDismissed] = useState(false)
  if (!waiting || dismissed) return null
  return (
    <Portal>
      <Paper
        withBorder
        shadow="md"
        p="sm"
        radius="md"
        pos="fixed"
        bottom={16}
        right={16}
        w="min(360px, calc(100vw - 32px))"
        style={{ zIndex: 1000 }}
        role="status"
        aria-live="polite"
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
          <Text size="sm">
            <Trans>A new version of Plant Portal is available.</Trans>
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" onClick={applyUpdate}>
              <Trans>Reload</Trans>
            </Button>
            <CloseButton aria-label={t`Later`} onClick={() => setDismissed(true)} />
          </Group>
        </Group>
      </Paper>
    </Portal>
  )
}
