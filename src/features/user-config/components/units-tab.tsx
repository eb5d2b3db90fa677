import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Radio, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { showToast } from '@/components/toast'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useSession } from '@/offline/session-store'
import { useModifyUserPreferences } from '../api/modify-user-preferences'
import {
  choiceFromCodes,
  codesFromChoice,
  type SeparatorPair,
  type UnitSystem,
} from '../model/preference-choice'

/**
 * Metric or imperial, and the separator pair. Saving replaces the stored session with the server's
 * answer, so lengths, speeds, widths, temperatures and numbers change on every screen at once.
 */
export function UnitsTab() {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const stored = choiceFromCodes(user.userPreferences)
  const [unitSystem, setUnitSystem] = useState<UnitSystem>(stored.unitSystem)
  const [separators, setSeparators] = useState<SeparatorPair>(stored.separators)
  const preferences = useModifyUserPreferences()

  const save = (event: FormEvent) => {
    event.preventDefault()
    // The mail choices are taken from the session as it is now, not as it was when the tab opened.
    const current = choiceFromCodes(user.userPreferences)
    preferences.mutate(codesFromChoice({ ...current, unitSystem, separators }), {
      onSuccess: () => showToast(feedbackMessage('PREFERENCES_SAVED', i18n), 'green'),
    })
  }

  return (
    <form onSubmit={save}>
      <Stack gap="md">
        <Radio.Group
          label={t`Unit system`}
          value={unitSystem}
          onChange={(v) => setUnitSystem(v as UnitSystem)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="metric" label={t`Metric (m, m/min, mm, °C)`} />
            <Radio value="imperial" label={t`Imperial (ft, ft/min, in, °F)`} />
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t`Number separators`}
          value={separators}
          onChange={(v) => setSeparators(v as SeparatorPair)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="comma-dot" label={t`Thousands comma, decimal dot (1,234.5)`} />
            <Radio value="dot-comma" label={t`Thousands dot, decimal comma (1.234,5)`} />
          </Stack>
        </Radio.Group>
        {preferences.isError ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {errorMessage(preferences.error, i18n)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={preferences.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
