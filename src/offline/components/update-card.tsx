import { Trans, useLingui } from '@lingui/react/macro'
import { Button, CloseButton, Group, Paper, Portal, Text } from '@mantine/core'
import { applyUpdate } from '../update'

/** The "new version" card at the bottom; it never blocks the page. */
export function UpdateCard({ onLater }: { onLater: () => void }) {
  const { t } = useLingui()
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
            <CloseButton aria-label={t`Later`} onClick={onLater} />
          </Group>
        </Group>
      </Paper>
    </Portal>
  )
}
