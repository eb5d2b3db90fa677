import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { IconSearch } from '@/components/icons'
import type { DocumentSection, SnippetPart } from '@/contract/documents'
import { errorMessage } from '@/lib/messages/api-errors'
import { loadSavedTexts } from '@/offline/manuals'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { documentSearchQuery } from '../api/search-documents'
import { groupByManual, type ManualHits } from '../model/group-hits'
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
  const manuals = useMemo(() => (hits ? groupByManual(hits) : []), [hits])
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
          {manuals.map((manual) => (
            <SearchResult key={manual.best.documentId} manual={manual} query={query} />
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

/** A manual's best page, its other matching pages behind a toggle (model/group-hits.ts). */
function SearchResult({ manual, query }: { manual: ManualHits<OfflineHit>; query: string }) {
  const sections = useSectionLabels()
  const [open, setOpen] = useState(false)
  const { t } = useLingui()
  const hit = manual.best
  const more = manual.more.length
  const morePages = more === 1 ? t`1 more page in this manual` : t`${more} more pages in this manual`
  const pageLink = (h: OfflineHit) => ({
    to: sectionPath(h.section),
    params: { machineSN: h.machineSerialNumber, file: String(h.documentId) },
    search: { page: h.page, q: hitWords(h.snippet) || query, lang: h.language },
  })
  return (
    <Card withBorder padding="xs" role="listitem">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <AnchorLink {...pageLink(hit)} fw={600} size="sm">
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
      {more > 0 && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={4}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          style={{ alignSelf: 'flex-start' }}
        >
          {open ? (
            <Trans>Fewer pages</Trans>
          ) : (
            // Two messages, not an ICU plural: the app's locale ids (en_EN) are not BCP 47 tags, which
            // Intl.PluralRules refuses; each language words the count so it reads for any number.
            morePages
          )}
        </Button>
      )}
      {open && (
        <Stack gap={4} mt={4} pl="sm">
          {manual.more.map((h) => (
            <div key={h.page}>
              <AnchorLink {...pageLink(h)} size="xs" fw={600}>
                <Trans>p. {h.page}</Trans>
              </AnchorLink>
              <Snippet parts={h.snippet} />
            </div>
          ))}
        </Stack>
      )}
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
