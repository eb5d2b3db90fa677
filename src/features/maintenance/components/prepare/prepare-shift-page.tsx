import { Trans } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { PrepareShiftCard } from './prepare-shift-card'
import { ShiftReadinessCard } from './shift-readiness-card'

/**
 * Prepare shift (issue 13): before going where the network does not reach, a technician puts the
 * coming days' work on the device, and sees at any time whether it is still all there.
 */
export function PrepareShiftPage() {
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        <Trans>Prepare shift</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Puts on this device what the coming days need to work without a network: your open work orders,
          their step-by-step PDFs and the manuals of their machines.
        </Trans>
      </Text>
      <ShiftReadinessCard />
      <PrepareShiftCard />
    </Stack>
  )
}
