import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Group, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PublicLayout } from '@/components/public-layout'
import { usePageTitle } from '@/components/use-page-title'
import { useSession } from '@/offline/session-store'
import { useAcceptTerms } from '../api/accept-terms'
import { useLogout } from '../api/logout'

/** The only screen of a user who has not accepted the terms (spec 002 §2.8). */
export function TermsScreen() {
  const { t } = useLingui()
  usePageTitle(t`Terms of service`)
  const { user } = useSession()
  const accept = useAcceptTerms()
  const logout = useLogout()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)

  const onAccept = () =>
    accept.mutate(undefined, { onSuccess: () => navigate({ to: '/home', replace: true }) })
  const onCancel = async () => {
    setLeaving(true)
    await logout()
  }

  return (
    <PublicLayout title={<Trans>Terms of service</Trans>} termsUrl={user.termsUrl}>
      <Text size="sm">
        <Trans>
          To use the platform you must accept its terms of service. By continuing you confirm that you have
          read and accept them.
        </Trans>
      </Text>
      {user.termsUrl ? (
        <Anchor href={user.termsUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Trans>Read the terms of service</Trans>
        </Anchor>
      ) : null}
      {accept.isError ? (
        <Alert color="red" variant="light" role="alert" py="xs">
          <Trans>The terms could not be accepted. Check your connection and try again.</Trans>
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} loading={leaving} disabled={accept.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onAccept} loading={accept.isPending} disabled={leaving}>
          <Trans>Accept</Trans>
        </Button>
      </Group>
    </PublicLayout>
  )
}
