import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Divider, Group, Select, Stack, Switch } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { nativeLanguageNames } from '@/contract/language-names'
import type { LanguageCode } from '@/contract/session'
import { languageCodes } from '@/contract/session'
import { useSession } from '@/offline/session-store'
import { useDarkMode } from '../api/dark-mode'
import { useLanguages } from '../api/get-languages'
import { useUpdateLanguage } from '../api/update-language'

const maintenanceLanguages = ['en_EN', 'es_ES', 'pt_PT'] as const

/** Languages and the dark/light switch. */
export function InterfaceTab() {
  const { t } = useLingui()
  const { user, userConfig } = useSession()
  const languages = useLanguages()
  const updateLanguage = useUpdateLanguage()
  const darkMode = useDarkMode()
  const [language, setLanguage] = useState<string>(userConfig.language)
  const [maintenance, setMaintenance] = useState<string>(userConfig.maintenance_language)
  const [technical, setTechnical] = useState<string>(userConfig.technical_language)

  // The native names stand in until GET /language answers.
  const name = (code: LanguageCode) =>
    languages.data?.find((l) => l.code === code)?.name ?? nativeLanguageNames[code]
  const options = languageCodes.map((code) => ({ value: code, label: name(code) }))
  const maintenanceOptions = maintenanceLanguages.map((code) => ({ value: code, label: name(code) }))

  const save = (event: FormEvent) => {
    event.preventDefault()
    updateLanguage.mutate(
      {
        language: language as LanguageCode,
        maintenance_language: maintenance as (typeof maintenanceLanguages)[number],
        technical_language: technical as LanguageCode,
      },
      { onSuccess: () => window.location.reload() },
    )
  }

  return (
    <Stack gap="md">
      <form onSubmit={save}>
        <Stack gap="sm">
          <Select
            label={t`Language`}
            data={options}
            value={language}
            onChange={(v) => v && setLanguage(v)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t`Maintenance language`}
            data={maintenanceOptions}
            value={maintenance}
            onChange={(v) => v && setMaintenance(v)}
            allowDeselect={false}
          />
          <Select
            label={t`Technical documents language`}
            data={options}
            value={technical}
            onChange={(v) => v && setTechnical(v)}
            allowDeselect={false}
          />
          {updateLanguage.isError ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              <Trans>The languages could not be saved.</Trans>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={updateLanguage.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      {user.featureFlags.dark_mode ? (
        <>
          <Divider />
          <Switch
            label={t`Dark mode`}
            checked={user.hasDarkMode}
            onChange={(e) => darkMode.mutate(e.currentTarget.checked)}
            disabled={darkMode.isPending}
          />
          {darkMode.isError ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              <Trans>The theme could not be saved.</Trans>
            </Alert>
          ) : null}
        </>
      ) : null}
    </Stack>
  )
}
