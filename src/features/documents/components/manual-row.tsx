import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core'
import { AnchorLink } from '@/components/anchor-link'
import { IconCircleCheck, IconCloudDownload, IconTrash } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { TechDocument } from '@/contract/documents'
import { formatBytes } from '@/offline/components/format'
import { progressPercent, type SavedState } from '../model/saved-state'
import { sectionPath } from '../model/search-params'

interface ManualRowProps {
  doc: TechDocument
  state: SavedState
  online: boolean
  failed?: string
  onSave: () => void
  onRemove: () => void
}

/** One manual: title, pages, size, whether it is on this device, save or remove, open. */
export function ManualRow({ doc, state, online, failed, onSave, onRemove }: ManualRowProps) {
  const { t, i18n } = useLingui()
  const size = formatBytes(doc.size, i18n.locale.replace('_', '-'))
  const available = online || state.kind === 'saved'
  const pages = doc.pages
  return (
    <Card withBorder padding="sm" data-testid="manual-row" data-saved={state.kind}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          {available ? (
            <AnchorLink
              to={sectionPath(doc.section)}
              params={{ machineSN: doc.machineSerialNumber, file: String(doc.id) }}
              search={{ lang: doc.language }}
              fw={600}
            >
              {doc.title}
            </AnchorLink>
          ) : (
            <Text fw={600} c="dimmed">
              {doc.title}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <Trans>
              {pages} pages · {size}
            </Trans>
          </Text>
          {state.kind === 'saved' && (
            <Badge variant="light" color="teal" leftSection={<IconCircleCheck size={12} />} w="fit-content">
              <Trans>Saved on this device</Trans>
            </Badge>
          )}
          {state.kind === 'outdated' && (
            <Badge variant="light" color="orange" w="fit-content">
              <Trans>Saved copy is out of date: save again</Trans>
            </Badge>
          )}
          {!online && state.kind !== 'saved' && (
            <Text size="xs" c="orange">
              <Trans>Not saved on this device: it opens when you are back online.</Trans>
            </Text>
          )}
          {failed && (
            <Text size="xs" c="red" role="alert">
              <Trans>Could not save it: {failed}</Trans>
            </Text>
          )}
        </Stack>
        {state.kind === 'saved' ? (
          <LazyTooltip label={t`Remove from this device`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Remove ${doc.title} from this device`}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </LazyTooltip>
        ) : state.kind !== 'saving' ? (
          <LazyTooltip label={t`Save for offline use`}>
            <ActionIcon
              variant="light"
              aria-label={t`Save ${doc.title} for offline use`}
              disabled={!online}
              onClick={onSave}
            >
              <IconCloudDownload size={18} />
            </ActionIcon>
          </LazyTooltip>
        ) : null}
      </Group>
      {state.kind === 'saving' && (
        <Progress
          mt="xs"
          value={progressPercent(state.received, state.total)}
          aria-label={t`Saving ${doc.title}`}
          animated
        />
      )}
    </Card>
  )
}
