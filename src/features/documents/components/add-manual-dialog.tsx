import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, FileInput, Group, Select, Stack, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { SimpleDialog } from '@/components/simple-dialog'
import { documentSections } from '@/contract/documents'
import { asApiError } from '@/lib/api/errors'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { useUploadManual } from '../api/upload-manual'
import { languageNames } from '../model/sections'
import { checkUpload, type UploadProblem } from '../model/upload-check'
import { useSectionLabels } from './section-labels'

interface AddManualDialogProps {
  machineSN: string
  opened: boolean
  onClose: () => void
}

/** "Add a manual" (administrators): section, language, an optional title and the PDF. */
export function AddManualDialog({ machineSN, opened, onClose }: AddManualDialogProps) {
  const { t, i18n } = useLingui()
  const sections = useSectionLabels()
  const upload = useUploadManual(machineSN)
  const [section, setSection] = useState<string | null>('operational')
  const [language, setLanguage] = useState<string | null>(null)
  const [title, setTitle] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [submitted, setSubmitted] = useState(false)

  const checked = checkUpload({ section, language, file })
  const serverProblems = upload.isError ? asApiError(upload.error).errors : []
  const problemText = (field: 'section' | 'language' | 'file') => {
    const local: UploadProblem | undefined = submitted && !checked.ok ? checked.problems[field] : undefined
    if (local === 'required') return t`This field is required`
    if (local === 'not-pdf') return t`Only PDF files are accepted`
    if (local === 'too-big') return t`A manual may be at most 100 MB`
    // The server checks the file itself: not a PDF, or one that cannot be read.
    if (serverProblems.some((e) => e.field === field)) {
      return field === 'file' ? t`This file is not a readable PDF` : t`This field is required`
    }
    return undefined
  }
  const close = () => {
    upload.reset()
    setSubmitted(false)
    setFile(null)
    setTitle('')
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!checked.ok || !file) return
    upload.mutate({ section: checked.section, language: checked.language, title, file }, { onSuccess: close })
  }
  const otherError = upload.isError && serverProblems.length === 0

  return (
    <SimpleDialog
      opened={opened}
      onClose={close}
      title={t`Add a manual`}
      closeLabel={t`Close`}
      maxWidth={480}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t`Section`}
            data={documentSections.map((s) => ({ value: s, label: sections[s] }))}
            value={section}
            onChange={setSection}
            error={problemText('section')}
            required
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={t`Language`}
            data={Object.entries(languageNames).map(([value, label]) => ({ value, label }))}
            value={language}
            onChange={setLanguage}
            error={problemText('language')}
            required
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            label={t`Title`}
            description={t`Leave it empty to use the title written in the PDF`}
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <FileInput
            label={t`PDF file`}
            accept="application/pdf,.pdf"
            value={file}
            onChange={setFile}
            error={problemText('file')}
            required
            clearable
          />
          {otherError && (
            <Alert color="red" role="alert">
              {apiErrorMessage(asApiError(upload.error).code, i18n)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={upload.isPending}>
              <Trans>Add the manual</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SimpleDialog>
  )
}
