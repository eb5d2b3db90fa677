import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Group, Stack, Switch, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { showToast } from '@/components/toast'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useSession } from '@/offline/session-store'
import { useModifyUserPreferences } from '../api/modify-user-preferences'
import { useUpdateNotificationConfiguration } from '../api/update-notification-configuration'
import { addressToSend, notificationAddressProblem } from '../model/notification-address'
import { choiceFromCodes, codesFromChoice } from '../model/preference-choice'

/**
 * E-mail notices, their address (the account's e-mail unless another is given), and the two mails
 * the preference codes promise (the order PDF when an order finishes, the maintenance report).
 */
export function NotificationsTab() {
  const { t, i18n } = useLingui()
  const { user, userConfig } = useSession()
  const stored = choiceFromCodes(user.userPreferences)
  const [byEmail, setByEmail] = useState(userConfig.notificationEmail)
  const storedAddress = userConfig.notificationAddress ?? user.email
  const [address, setAddress] = useState(storedAddress)
  const [addressTouched, setAddressTouched] = useState(false)
  const [orderPdf, setOrderPdf] = useState(stored.sendOrderPdf)
  const [maintenancePdf, setMaintenancePdf] = useState(stored.sendMaintenancePdf)
  const notices = useUpdateNotificationConfiguration()
  const preferences = useModifyUserPreferences()
  const [error, setError] = useState<string | null>(null)
  const pending = notices.isPending || preferences.isPending
  const problem = notificationAddressProblem(address, byEmail)
  const addressError =
    !addressTouched || problem === null
      ? null
      : problem === 'REQUIRED'
        ? t`This field is required`
        : t`Incorrect e-mail format`

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setAddressTouched(true)
    if (problem !== null) return
    try {
      if (byEmail !== userConfig.notificationEmail || address.trim() !== storedAddress) {
        await notices.mutateAsync({ email: byEmail, address: addressToSend(address, user.email) })
      }
      const current = choiceFromCodes(user.userPreferences)
      if (orderPdf !== current.sendOrderPdf || maintenancePdf !== current.sendMaintenancePdf) {
        await preferences.mutateAsync(
          codesFromChoice({ ...current, sendOrderPdf: orderPdf, sendMaintenancePdf: maintenancePdf }),
        )
      }
      showToast(feedbackMessage('PREFERENCES_SAVED', i18n), 'green')
    } catch (failure) {
      setError(errorMessage(failure, i18n))
    }
  }

  return (
    <form onSubmit={save}>
      <Stack gap="sm">
        <Switch
          label={t`Notifications by e-mail`}
          checked={byEmail}
          onChange={(e) => setByEmail(e.currentTarget.checked)}
        />
        <TextInput
          type="email"
          label={t`Notification e-mail`}
          description={t`Notices and report mails go to this address.`}
          withAsterisk={byEmail}
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          onBlur={() => setAddressTouched(true)}
          error={addressError}
          maxLength={254}
        />
        <Checkbox
          label={t`Send me the order report (PDF) when an order finishes`}
          checked={orderPdf}
          onChange={(e) => setOrderPdf(e.currentTarget.checked)}
        />
        <Checkbox
          label={t`Send me the maintenance report (PDF) when a work order is done`}
          checked={maintenancePdf}
          onChange={(e) => setMaintenancePdf(e.currentTarget.checked)}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
