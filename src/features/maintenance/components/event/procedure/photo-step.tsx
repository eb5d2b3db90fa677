import { Trans, useLingui } from '@lingui/react/macro'
import { Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { MaintenanceImage } from '@/contract/maintenance'
import type { StepAnswerValue } from '@/contract/maintenance-procedures'
import { usePendingPhotoUrl } from '../../../api/step-photo'
import { photoAnswer } from '../../../model/step-answer'
import { Photo } from '../event-photos'

/**
 * A photo step: the camera (or a file) answers it. The photo goes through the work order's photo
 * upload and the answer names it (api/answer-step.ts); until sent, it is shown from the device.
 */
export function PhotoStep({
  title,
  value,
  photoCommandId,
  images,
  disabled,
  onAnswer,
}: {
  title: string
  value: Extract<StepAnswerValue, { kind: 'photo' }> | undefined
  photoCommandId: string | undefined
  images: MaintenanceImage[]
  disabled: boolean
  onAnswer: (value: StepAnswerValue, photo: File) => void
}) {
  const { t } = useLingui()
  const [opened, setOpened] = useState<string | null>(null)
  const local = usePendingPhotoUrl(photoCommandId)
  const image = value ? images.find((i) => i.id === value.imageId) : undefined
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        {local ? (
          <Image src={local} alt={t`Photo of ${title}`} w={120} h={90} fit="cover" radius="sm" />
        ) : image ? (
          <Photo image={image} onOpen={setOpened} />
        ) : value ? (
          <Text size="sm" c="dimmed">
            <Trans>Photo taken</Trans>
          </Text>
        ) : null}
        <FileButton
          onChange={(file) => (file ? onAnswer(photoAnswer(), file) : undefined)}
          accept="image/png,image/jpeg,image/webp"
          capture="environment"
          disabled={disabled}
        >
          {(props) => (
            <Button {...props} size="lg" variant={value ? 'default' : 'filled'} disabled={disabled}>
              {value ? t`Take another photo` : t`Take photo`}
            </Button>
          )}
        </FileButton>
      </Group>
      <Modal opened={opened !== null} onClose={() => setOpened(null)} size="xl" title={t`Photo`}>
        {opened ? <Image src={opened} alt="" fit="contain" mah="75dvh" /> : null}
      </Modal>
    </Stack>
  )
}
