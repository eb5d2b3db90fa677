import './home.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { SimpleDialog } from '@/components/simple-dialog'
import type { Retargeting } from '@/contract/account'
import { useAnswerRetargeting } from '@/lib/promotions/answer-retargeting'

interface PromotionModalProps {
  campaign: Retargeting
  opened: boolean
  onClose: () => void
}

/**
 * The maintenance-assistant promotion (spec 001 §4): closing saves "not interested" with the
 * reminder choice; "More information" saves "interested" and thanks the user.
 */
export function PromotionModal({ campaign, opened, onClose }: PromotionModalProps) {
  const { t } = useLingui()
  const answer = useAnswerRetargeting()
  const [dontShow, setDontShow] = useState(false)
  const [thanked, setThanked] = useState(false)

  const close = () => {
    if (!thanked) answer.mutate({ id: campaign.id, isInterested: false, isReminderEnabled: !dontShow })
    setThanked(false)
    onClose()
  }
  const interested = () =>
    answer.mutate(
      { id: campaign.id, isInterested: true, isReminderEnabled: !dontShow },
      { onSuccess: () => setThanked(true) },
    )

  return (
    <SimpleDialog opened={opened} onClose={close} title={t`Maintenance assistant`} closeLabel={t`Close`}>
      {thanked ? (
        <Stack>
          <Text>
            <Trans>Thank you! Your service contact will get in touch with you shortly.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
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
              Plan preventive and corrective maintenance, follow work orders and keep every machine at its
              best with the maintenance assistant.
            </Trans>
          </Text>
          <Text fw={600} className="pp-promo-offer">
            <Trans>Ask for it now and get a 5% extra discount.</Trans>
          </Text>
          <Checkbox
            label={t`Don't show this again`}
            checked={dontShow}
            onChange={(e) => setDontShow(e.currentTarget.checked)}
          />
          {answer.isError ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              <Trans>Your answer could not be saved.</Trans>
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Close</Trans>
            </Button>
            <Button onClick={interested} loading={answer.isPending}>
              <Trans>More information</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </SimpleDialog>
  )
}
