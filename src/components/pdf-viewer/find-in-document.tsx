import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Text, TextInput } from '@mantine/core'
import { type KeyboardEvent, useState } from 'react'
import { IconChevronLeft, IconChevronRight, IconSearch } from '@/components/icons'
import type { usePdfViewer } from './use-pdf-viewer'

/**
 * The toolbar's search in the document: searched as the user types, Enter (Shift+Enter) for the
 * next (previous) match, and the match count or "Not found" told to screen readers.
 */
export function FindInDocument({
  pdf,
  query,
  ready,
}: {
  pdf: ReturnType<typeof usePdfViewer>
  /** The text searched on opening. */
  query: string | undefined
  ready: boolean
}) {
  const { t } = useLingui()
  const [findInput, setFindInput] = useState(query ?? '')
  const onFindKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    pdf.findText(findInput, true, e.shiftKey)
  }
  return (
    <Group gap={4} wrap="nowrap" className="pdf-viewer__find">
      <TextInput
        size="xs"
        flex={1}
        type="search"
        leftSection={<IconSearch size={14} />}
        aria-label={t`Search in the document`}
        placeholder={t`Search in the document`}
        value={findInput}
        disabled={!ready}
        onChange={(e) => {
          setFindInput(e.currentTarget.value)
          pdf.findText(e.currentTarget.value)
        }}
        onKeyDown={onFindKey}
      />
      <ActionIcon
        variant="subtle"
        aria-label={t`Previous match`}
        disabled={!pdf.find?.total}
        onClick={() => pdf.findText(findInput, true, true)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t`Next match`}
        disabled={!pdf.find?.total}
        onClick={() => pdf.findText(findInput, true, false)}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
      <Text
        size="xs"
        c={pdf.find?.notFound ? 'red' : 'dimmed'}
        miw={48}
        aria-live="polite"
        data-testid="pdf-find-count"
      >
        {pdf.find?.notFound ? (
          <Trans>Not found</Trans>
        ) : pdf.find && pdf.find.total > 0 ? (
          `${pdf.find.current}/${pdf.find.total}`
        ) : null}
      </Text>
    </Group>
  )
}
