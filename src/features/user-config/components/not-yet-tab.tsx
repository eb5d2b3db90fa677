import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'

export function NotYetTab() {
  return (
    <Text c="dimmed" size="sm" py="md">
      <Trans>Not available yet</Trans>
    </Text>
  )
}
