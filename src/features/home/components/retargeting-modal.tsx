import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { SimpleDialog } from '@/components/simple-dialog'
import type { Retargeting } from '@/contract/account'
import { useAnswerRetargeting } from '@/lib/promotions/answer-retargeting'
import { markShown } from '../model/retargeting-seen'

/** A product announcement with a video and "don't show again" (spec 001 §2.5). */
export function RetargetingModal({ campaign, onDone }: { campaign: Retargeting; onDone: () => void }) {
  const { t } = useLingui()
  const answer = useAnswerRetargeting()
  const [dontShow, setDontShow] = useState(false)

  const finish = (isInterested: boolean) => {
    markShown(campaign.id)
    answer.mutate({ id: campaign.id, isInterested, isReminderEnabled: !dontShow && !isInterested })
    onDone()
  }

  return (
    <SimpleDialog opened onClose={() => finish(false)} title={t`What's new`} closeLabel={t`Close`}>
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
        {campaign.code === 'next-prev-2025-q1' ? (
          <Text>
            <Trans>
              From the detail of a production order you can now jump to the previous or the next order of the
              same machine.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>There is something new for your plant. Ask your service contact for the details.</Trans>
          </Text>
        )}
        <Checkbox
          label={t`Don't show this again`}
          checked={dontShow}
          onChange={(e) => setDontShow(e.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => finish(false)}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={() => finish(true)}>
            <Trans>I'm interested</Trans>
          </Button>
        </Group>
      </Stack>
    </SimpleDialog>
  )
}
