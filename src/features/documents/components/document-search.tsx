import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { IconSearch } from '@/components/icons'
import type { DocumentSection, SnippetPart } from '@/contract/documents'
import { errorMessage } from '@/lib/messages/api-errors'
import { loadSavedTexts } from '@/offline/manuals'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { documentSearchQuery } from '../api/search-documents'
import { type OfflineHit, searchSavedManuals } from '../model/offline-search'
import { sectionPath } from '../model/search-params'
import { useSectionLabels } from './section-labels'

/**
 * One search box over all the user's manuals (or one machine's). Online the server answers from
 * every manual's text; offline the saved manuals are searched on the device, and the box says so.
 */
export function DocumentSearch({ machine }: { machine: string | null }) {
  const { t, i18n } = useLingui()
  const [input, setInput] = useState('')
  const [query] = useDebouncedValue(input.trim(), 300)
  const { online } = useOnlineState()
  const active = query.length >= 2
  const server = useQuery({ ...documentSearchQuery(query, machine), enabled: active && online })
  const local = useOfflineSearch(query, machine, active && !online)
  const hits = online ? server.data : local
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        leftSection={<IconSearch size={16} />}
        aria-label={machine ? t`Search this machine's manuals` : t`Search all manuals`}
        placeholder={machine ? t`Search this machine's manuals` : t`Search all manuals`}
        value={input}
        onChange={(e) => setInput(e.currentTarget.value)}
        rightSection={server.isFetching ? <Loader size="xs" /> : null}
      />
      {active && !online && (
        <Text size="xs" c="dimmed">
          <Trans>Offline: searching the manuals saved on this device only.</Trans>
        </Text>
      )}
      {active && online && server.isError && (
        <Alert color="red" role="alert">
          {errorMessage(server.error, i18n)}
        </Alert>
      )}
      {active && hits && hits.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>No page contains these words.</Trans>
        </Text>
      )}
      {active && hits && hits.length > 0 && (
        <Stack gap={6} role="list" aria-label={t`Search results`}>
          {hits.map((hit) => (
            <SearchResult key={`${hit.documentId}:${hit.page}`} hit={hit} query={query} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function useOfflineSearch(query: string, machine: string | null, enabled: boolean): OfflineHit[] | undefined {
  const session = useSession()
  const [hits, setHits] = useState<OfflineHit[] | undefined>(undefined)
  useEffect(() => {
    if (!enabled) {
      setHits(undefined)
      return
    }
    let live = true
    void loadSavedTexts(session.user.userId).then((rows) => {
      const manuals = rows.filter((r) => !machine || r.machineSerialNumber === machine)
      if (live) setHits(searchSavedManuals(manuals, query))
    })
    return () => {
      live = false
    }
  }, [enabled, query, machine, session.user.userId])
  return hits
}

function SearchResult({ hit, query }: { hit: OfflineHit; query: string }) {
  const sections = useSectionLabels()
  return (
    <Card withBorder padding="xs" role="listitem">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <AnchorLink
          to={sectionPath(hit.section)}
          params={{ machineSN: hit.machineSerialNumber, file: String(hit.documentId) }}
          search={{ page: hit.page, q: hitWords(hit.snippet) || query, lang: hit.language }}
          fw={600}
          size="sm"
        >
          {hit.title}
        </AnchorLink>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          <Trans>p. {hit.page}</Trans>
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {hit.machineName} · {sections[hit.section as DocumentSection] ?? hit.section} ·{' '}
        {hit.language.slice(0, 2).toUpperCase()}
      </Text>
      <Snippet parts={hit.snippet} />
    </Card>
  )
}

/** The words the search marked in the snippet (stems matched in the manual's language), for the viewer to highlight. */
function hitWords(parts: SnippetPart[]): string {
  return [...new Set(parts.filter((p) => p.hit).map((p) => p.text.toLowerCase()))].join(' ')
}

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <Text size="sm" mt={4}>
      {parts.map((part, i) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: snippet parts have no identity but their order
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  )
}
