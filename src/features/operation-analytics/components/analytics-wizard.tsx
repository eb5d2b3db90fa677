import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { SimpleDialog } from '@/components/simple-dialog'
import type { Retargeting } from '@/contract/account'

/**
 * The wizard popup of the interest page (spec 001 §2.6, §4): title, body, video and a reminder
 * checkbox; closing saves isInterested false with the reminder choice.
 */
export function AnalyticsWizard({
  campaign,
  onClose,
}: {
  campaign: Retargeting
  onClose: (remind: boolean) => void
}) {
  const { t } = useLingui()
  const [remind, setRemind] = useState(true)
  return (
    <SimpleDialog
      opened
      onClose={() => onClose(remind)}
      title={t`Discover operation analytics`}
      closeLabel={t`Close`}
    >
      <Stack gap="md">
        {campaign.videoUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: a promotional clip without speech
          <video
            src={campaign.videoUrl}
            controls
            preload="metadata"
            style={{ width: '100%', borderRadius: 8 }}
          />
        ) : null}
        <Text>
          <Trans>
            Operation analytics replays each order minute by minute: the speed curve, the stops and the states
            of the machine, roll by roll. Ask your service contact to add it to your account.
          </Trans>
        </Text>
        <Checkbox
          label={t`Remind me next time`}
          checked={remind}
          onChange={(e) => setRemind(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(remind)}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </SimpleDialog>
  )
}
