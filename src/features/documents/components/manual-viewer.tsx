import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { AnchorLink } from '@/components/anchor-link'
import { IconChevronLeft, IconCircleCheck, IconCloudDownload } from '@/components/icons'
import { PdfViewer, useFillViewport } from '@/components/pdf-viewer'
import type { TechDocument } from '@/contract/documents'
import { documentFileUrl } from '@/offline/document-cache'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { progressPercent, type SavedState } from '../model/saved-state'
import { sectionPath } from '../model/search-params'

interface ManualViewerProps {
  documentId: number
  /** The manual's entry in the machine's list; null when the list is not at hand (still opens). */
  doc: TechDocument | null
  machineName: string
  state: SavedState | null
  page?: number
  query?: string
  onSave: () => void
  onPageChange: (page: number) => void
}

/** One manual in the viewer, under a bar with the way back, its title and its offline state. */
export function ManualViewer({
  documentId,
  doc,
  machineName,
  state,
  page,
  query,
  onSave,
  onPageChange,
}: ManualViewerProps) {
  const { t } = useLingui()
  const session = useSession()
  const { online } = useOnlineState()
  const fill = useFillViewport<HTMLDivElement>()
  const percent = state?.kind === 'saving' ? progressPercent(state.received, state.total) : 0
  return (
    <Stack gap={0} ref={fill.ref} h={fill.height ?? '80dvh'}>
      <Group justify="space-between" px="sm" py={6} gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" miw={0}>
          {doc && (
            <AnchorLink
              to={sectionPath(doc.section)}
              params={{ machineSN: doc.machineSerialNumber, file: undefined }}
              search={{ lang: doc.language }}
              aria-label={t`Back to the manuals`}
            >
              <IconChevronLeft size={20} />
            </AnchorLink>
          )}
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm" truncate>
              {doc?.title ?? machineName}
            </Text>
            {doc && (
              <Text size="xs" c="dimmed" truncate>
                {machineName}
              </Text>
            )}
          </Stack>
        </Group>
        {state?.kind === 'saved' && (
          <Badge
            variant="light"
            color="teal"
            leftSection={<IconCircleCheck size={12} />}
            style={{ flexShrink: 0 }}
          >
            <Trans>Saved on this device</Trans>
          </Badge>
        )}
        {state && state.kind !== 'saved' && online && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconCloudDownload size={14} />}
            loading={state.kind === 'saving'}
            onClick={onSave}
            style={{ flexShrink: 0 }}
          >
            {state.kind === 'saving' ? `${percent}%` : <Trans>Save offline</Trans>}
          </Button>
        )}
      </Group>
      <PdfViewer
        key={documentId}
        url={documentFileUrl(documentId)}
        token={session.token}
        fileName={doc ? `${doc.title}.pdf` : `manual-${documentId}.pdf`}
        page={page}
        query={query}
        onPageChange={onPageChange}
      />
    </Stack>
  )
}
