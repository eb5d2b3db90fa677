import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useState } from 'react'
import { showToast } from '@/components/toast'
import type { MaintenanceEventDetail, MaintenanceImage } from '@/contract/maintenance'
import { errorMessage } from '@/lib/messages/api-errors'
import { usePhotoUrl } from '../../api/get-file'
import { useAddEventPhotos } from '../../api/upload-event-image'
import type { PendingWork } from '../../model/pending-changes'

/** A photo thumbnail, fetched with the session (the file route needs it); work requests show theirs too. */
export function Photo({ image, onOpen }: { image: MaintenanceImage; onOpen: (url: string) => void }) {
  const { t } = useLingui()
  const photo = usePhotoUrl(image.url)
  if (photo.isError) {
    return (
      <Text size="xs" c="red" w={120}>
        <Trans>The photo could not be loaded.</Trans>
      </Text>
    )
  }
  if (!photo.url) return <Skeleton w={120} h={90} />
  return (
    <UnstyledButton onClick={() => onOpen(photo.url as string)} aria-label={t`Open photo ${image.fileName}`}>
      <Image src={photo.url} alt={image.fileName} w={120} h={90} fit="cover" radius="sm" />
    </UnstyledButton>
  )
}

/**
 * The work order's photos, and adding some (who may change the work order may add photos): kept
 * on the device first, so offline too; those not sent yet are counted.
 */
export function EventPhotos({
  event,
  work,
  canAdd,
}: {
  event: MaintenanceEventDetail
  work: PendingWork | undefined
  canAdd: boolean
}) {
  const { t, i18n } = useLingui()
  const upload = useAddEventPhotos()
  const [opened, setOpened] = useState<string | null>(null)
  const images = event.images
  const waiting = work?.photos ?? 0
  const add = (files: File[]) => {
    if (!files.length) return
    upload.mutate(
      { eventId: event.id, files: files.slice(0, 5), summary: `${event.taskName} · ${t`Photos`}` },
      {
        onSuccess: (result) => {
          if (result.outcome === 'delivered') showToast(t`Photo added.`)
          else if (result.outcome === 'queued')
            showToast(t`Photo saved on this device. It is sent as soon as the connection is back.`)
          else showToast(t`The photo was not added: ${result.error.message}`, 'red')
        },
        onError: (error) => showToast(t`The photo was not added: ${errorMessage(error, i18n)}`, 'red'),
      },
    )
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          <Trans>Photos</Trans>
        </Title>
        {canAdd ? (
          <FileButton onChange={add} accept="image/png,image/jpeg,image/webp" multiple>
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending}>
                <Trans>Add photo</Trans>
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {waiting > 0 ? (
        <Text size="sm" c="dimmed" data-testid="photos-waiting">
          {t`${waiting} on this device, not sent yet`}
        </Text>
      ) : null}
      {images.length === 0 && waiting === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No photos.</Trans>
        </Text>
      ) : (
        <Group gap="xs">
          {images.map((image) => (
            <Photo key={image.id} image={image} onOpen={setOpened} />
          ))}
        </Group>
      )}
      <Modal opened={opened !== null} onClose={() => setOpened(null)} size="xl" title={t`Photo`}>
        {opened ? <Image src={opened} alt="" fit="contain" mah="75dvh" /> : null}
      </Modal>
    </Stack>
  )
}
