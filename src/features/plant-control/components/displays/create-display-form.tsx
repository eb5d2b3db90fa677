import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Select, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { type CreatedDisplay, DISPLAY_LABEL_MAX } from '@/contract/display'
import { isLanguageCode, type LanguageCode, languageCodes } from '@/contract/language-codes'
import { nativeLanguageNames } from '@/contract/language-names'
import type { MachineLineRef } from '@/contract/plant'
import { errorMessage } from '@/lib/messages/api-errors'
import { useSession } from '@/offline/session-store'
import { useCreateDisplay } from '../../api/create-display'

const WHOLE_PLANT = 'plant'

/** A display link for the whole plant or one machine line. */
export function CreateDisplayForm({
  lines,
  onCreated,
}: {
  lines: readonly MachineLineRef[]
  onCreated: (display: CreatedDisplay) => void
}) {
  const { t, i18n } = useLingui()
  const create = useCreateDisplay()
  const [label, setLabel] = useState('')
  const [scope, setScope] = useState<string>(WHOLE_PLANT)
  // The screen reads in the language chosen here (it has no user); the creator's own by default.
  const { user } = useSession()
  const [language, setLanguage] = useState<LanguageCode>(user.language)
  const [touched, setTouched] = useState(false)
  const labelError =
    touched && label.trim() === '' ? t`Give the screen a name, for example "Flexo hall".` : null

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (label.trim() === '') return
    create.mutate(
      { label: label.trim(), machineLineId: scope === WHOLE_PLANT ? null : Number(scope), language },
      { onSuccess: onCreated },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t`Screen name`}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          maxLength={DISPLAY_LABEL_MAX}
          error={labelError}
          required
          style={{ flex: '1 1 180px' }}
        />
        <Select
          label={t`Shows`}
          data={[
            { value: WHOLE_PLANT, label: t`The whole plant` },
            ...lines.map((line) => ({ value: String(line.id), label: line.name })),
          ]}
          value={scope}
          onChange={(v) => setScope(v ?? WHOLE_PLANT)}
          allowDeselect={false}
          style={{ flex: '1 1 160px' }}
        />
        <Select
          label={t`Screen language`}
          data={languageCodes.map((code) => ({ value: code, label: nativeLanguageNames[code] }))}
          value={language}
          onChange={(v) => isLanguageCode(v) && setLanguage(v)}
          allowDeselect={false}
          style={{ flex: '1 1 140px' }}
        />
        <Button type="submit" loading={create.isPending}>
          <Trans>Create link</Trans>
        </Button>
      </Group>
      {create.error ? (
        <Text role="alert" c="red" size="sm" mt="xs">
          {errorMessage(create.error, i18n)}
        </Text>
      ) : null}
    </form>
  )
}
