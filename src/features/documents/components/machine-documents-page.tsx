import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { usePageTitle } from '@/components/use-page-title'
import type { DocumentSection, TechDocument } from '@/contract/documents'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { permissions } from '@/lib/roles/permissions'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { removeManualOffline } from '@/offline/manuals'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { documentMachinesQuery } from '../api/get-document-machines'
import { machineDocumentsQuery } from '../api/get-machine-documents'
import { useSavedManuals } from '../api/save-offline'
import { queueSaves, useSavingQueue } from '../api/saving-queue'
import { rememberedMachine, rememberMachine } from '../model/remembered-machine'
import { savedState } from '../model/saved-state'
import type { DocumentsSearch } from '../model/search-params'
import { languageChoice, sectionLanguages } from '../model/sections'
import { AddManualDialog } from './add-manual-dialog'
import { DocumentSearch } from './document-search'
import { DocumentsHeader } from './documents-header'
import { isUnknownMachine, MachineNotFound } from './machine-not-found'
import { MachineOfflinePanel } from './machine-offline-panel'
import { ManualRow } from './manual-row'
import { ManualViewer } from './manual-viewer'
import { useSectionLabels } from './section-labels'

interface MachineDocumentsPageProps {
  machineSN: string
  section: DocumentSection
  file: number | null
  search: DocumentsSearch
  onSearch: (next: DocumentsSearch, replace?: boolean) => void
}

/**
 * /documents/$machineSN/<section>/<file>: the header, then either the section's manuals in the
 * chosen language (save, remove, open) with the machine's offline panel and search, or one manual
 * in the viewer.
 */
export function MachineDocumentsPage({
  machineSN,
  section,
  file,
  search,
  onSearch,
}: MachineDocumentsPageProps) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const userId = session.user.userId
  const { online } = useOnlineState()
  const machines = useQuery(documentMachinesQuery())
  const documents = useQuery(machineDocumentsQuery(machineSN))
  const saved = useSavedManuals(userId)
  const queue = useSavingQueue()
  const sectionLabels = useSectionLabels()
  const canAdd = permissions(session.user.roles).addsManuals
  const [adding, setAdding] = useState(false)
  const machineName = machines.data?.find((m) => m.serialNumber === machineSN)?.name ?? machineSN
  usePageTitle(`${t`Tech. Docs`} · ${machineName}`)

  const unknown = isUnknownMachine(documents.error) && !documents.data
  // Only a machine the server knows is remembered: an unknown one would send /documents back here.
  useEffect(() => {
    if (documents.isSuccess) rememberMachine(userId, machineSN)
    else if (unknown && rememberedMachine(userId) === machineSN) rememberMachine(userId, null)
  }, [userId, machineSN, documents.isSuccess, unknown])

  const all = documents.data?.documents ?? []
  const languages = sectionLanguages(all, section)
  const choice = languageChoice(languages, section, session.userConfig.technical_language, search.lang)
  const listed = all.filter((d) => d.section === section && (!choice.value || d.language === choice.value))
  const opened = file === null ? null : (all.find((d) => d.id === file) ?? null)

  const auth = { token: session.token, userId }
  const save = (docs: TechDocument[]) => queueSaves(docs, machineName, auth)
  const stateOf = (doc: TechDocument) => savedState(doc, saved.copies.get(doc.id), queue.progress.get(doc.id))
  const machineBusy = all.filter((d) => queue.progress.has(d.id) || queue.waiting.includes(d.id)).length

  const header = (
    <DocumentsHeader
      machineSN={machineSN}
      section={section}
      languages={languages}
      language={choice.value}
      showLanguage={choice.show && file === null}
      onLanguage={(lang) => onSearch({ ...search, lang })}
    />
  )

  if (unknown) return <MachineNotFound machineSN={machineSN} />

  if (file !== null) {
    return (
      <>
        {header}
        <ManualViewer
          documentId={file}
          doc={opened}
          machineName={machineName}
          state={opened ? stateOf(opened) : null}
          page={search.page}
          query={search.q}
          onSave={() => opened && save([opened])}
          onPageChange={(page) => onSearch({ ...search, page }, true)}
        />
      </>
    )
  }

  return (
    <Stack gap="md" p="md" maw={1100} mx="auto" w="100%">
      {header}
      <Stack gap={2}>
        <Group justify="space-between" gap="xs">
          <Title order={1} size="h3">
            {machineName}
          </Title>
          {canAdd && online && (
            <Button size="xs" variant="light" onClick={() => setAdding(true)}>
              <Trans>Add a manual</Trans>
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {sectionLabels[section]} · {machineSN}
        </Text>
        <DataUpdatedAt query={documents} />
      </Stack>
      <DocumentSearch machine={machineSN} />
      {canAdd && <AddManualDialog machineSN={machineSN} opened={adding} onClose={() => setAdding(false)} />}
      {documents.isPending && <Loader />}
      {documents.isError && !documents.data && (
        <Alert color="red" role="alert">
          {online ? (
            errorMessage(documents.error, i18n)
          ) : (
            <Trans>
              This machine's manuals were never listed on this device: connect to the network once.
            </Trans>
          )}
        </Alert>
      )}
      {documents.data && (
        <>
          <MachineOfflinePanel
            docs={all}
            copies={saved.copies}
            userId={userId}
            online={online}
            busy={machineBusy}
            onSaveAll={() => save(all.filter((d) => stateOf(d).kind !== 'saved'))}
          />
          {listed.length === 0 ? (
            <Text c="dimmed">{feedbackMessage('NO_DOCUMENTS_FOUND', i18n)}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {listed.map((doc) => (
                <ManualRow
                  key={doc.id}
                  doc={doc}
                  state={stateOf(doc)}
                  online={online}
                  failed={queue.failed.get(doc.id)}
                  onSave={() => save([doc])}
                  onRemove={() => void removeManualOffline(doc.id, userId)}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  )
}
