import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Badge, Group, Table, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { IconCircleCheck, IconPencil, IconTrash, IconX } from '@/components/icons'
import type { ApiKey } from '@/contract/account'
import { formatDateTime } from '@/lib/format/date'
import { errorMessage } from '@/lib/messages/api-errors'
import { useRenameApiKey } from '../api/rename-api-key'
import { aliasProblem } from '../model/api-key-alias'
import { isExpiringSoon } from '../model/expiring-soon'
import { useAliasProblemText } from './create-api-key-form'

/**
 * The actions column stays at the table's end while the rest scrolls sideways under it (issue 32:
 * at 360 and 1280 px the edit and delete buttons were out of view, with no sign of them).
 */
export const stickyEnd = {
  position: 'sticky',
  insetInlineEnd: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.35)',
} as const

const wrappingBadge = {
  root: { height: 'auto' },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const

/** An e-mail address with a line break allowed before its @ (copied whole, unlike a character). */
function breakableAddress(address: string | null) {
  if (!address) return '-'
  const at = address.indexOf('@')
  if (at <= 0) return address
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  )
}

interface ApiKeyRowProps {
  apiKey: ApiKey
  now: Date
  onDelete: (key: ApiKey) => void
}

/** One key; its alias edits in place (PUT), and a key expiring within 14 days is highlighted. */
export function ApiKeyRow({ apiKey, now, onDelete }: ApiKeyRowProps) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const rename = useRenameApiKey()
  const problemText = useAliasProblemText()
  const soon = isExpiringSoon(apiKey.expiresAt, now)
  const alias = apiKey.alias

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (editing === null) return
    const local = problemText(aliasProblem(editing))
    setProblem(local)
    if (local) return
    rename.mutate(
      { clientId: apiKey.clientId, alias: editing.trim() },
      {
        onSuccess: () => setEditing(null),
        onError: (error) => setProblem(errorMessage(error, i18n)),
      },
    )
  }

  return (
    <Table.Tr
      bg={soon ? 'var(--mantine-color-yellow-light)' : undefined}
      data-expiring-soon={soon || undefined}
    >
      <Table.Td>
        {editing === null ? (
          alias
        ) : (
          <form onSubmit={save} noValidate>
            <Group gap={4} wrap="nowrap">
              <TextInput
                size="xs"
                aria-label={t`New alias for ${alias}`}
                value={editing}
                onChange={(e) => setEditing(e.currentTarget.value)}
                error={problem}
                maxLength={60}
                autoFocus
              />
              <ActionIcon
                type="submit"
                variant="filled"
                size="sm"
                loading={rename.isPending}
                aria-label={t`Save alias`}
              >
                <IconCircleCheck size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" size="sm" onClick={() => setEditing(null)} aria-label={t`Cancel`}>
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </form>
        )}
      </Table.Td>
      <Table.Td>{formatDateTime(apiKey.createdAt)}</Table.Td>
      <Table.Td>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : t`Never`}</Table.Td>
      <Table.Td>
        {apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : '-'}
        {soon ? (
          // Wraps in a narrow column ("СКОРО ИСТЕКАЕТ") rather than end in an ellipsis.
          <Badge ml={6} size="xs" color="yellow" variant="filled" styles={wrappingBadge}>
            {t`Expires soon`}
          </Badge>
        ) : null}
      </Table.Td>
      {/* An address breaks before its @ (or anywhere, at worst) rather than widen the table past the modal. */}
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{breakableAddress(apiKey.createdBy)}</Table.Td>
      <Table.Td style={stickyEnd}>
        <Group gap={4} wrap="nowrap">
          {/* 28 px: two 22 px buttons side by side were under WCAG 2.5.8's 24 px (issue 44). */}
          <ActionIcon
            variant="subtle"
            size="md"
            aria-label={t`Edit the alias of ${alias}`}
            onClick={() => {
              setProblem(undefined)
              setEditing(alias)
            }}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="md"
            aria-label={t`Delete ${alias}`}
            onClick={() => onDelete(apiKey)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
