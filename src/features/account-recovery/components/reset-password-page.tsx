import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Center, Group, Loader, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { PublicLayout } from '@/components/public-layout'
import { usePageTitle } from '@/components/use-page-title'
import { clearSession } from '@/offline/session-store'
import { useAcceptTermsWithToken } from '../api/accept-terms-with-token'
import { useChangePasswordWithToken } from '../api/change-password-with-token'
import { checkTokenQuery } from '../api/check-token'
import { isAcceptablePassword } from '../model/password-rule'

interface ResetPasswordPageProps {
  token: string
}

/** Checking the token, then the terms step if needed, then the form, then the success modal (spec 002 §4). */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const { t } = useLingui()
  usePageTitle(t`Choose a new password`)
  const navigate = useNavigate()
  const check = useQuery(checkTokenQuery(token))
  const acceptTerms = useAcceptTermsWithToken(token)
  const changePassword = useChangePasswordWithToken(token)
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [invalid, setInvalid] = useState(false)

  useEffect(() => {
    // Spec 002 §2.7 sends an invalid token to /login; the notice there says why.
    if (check.isError) navigate({ to: '/login', search: { notice: 'reset-link-invalid' }, replace: true })
  }, [check.isError, navigate])

  if (check.isPending || check.isError) {
    return (
      <PublicLayout title={<Trans>Choose a new password</Trans>}>
        <Center py="lg">
          <Loader aria-label={t`Checking the link`} />
        </Center>
      </PublicLayout>
    )
  }

  if (!check.data.hasAcceptedTos && !acceptTerms.isSuccess) {
    return (
      <PublicLayout title={<Trans>Terms of service</Trans>}>
        <Text size="sm">
          <Trans>Before choosing a password you must accept the terms of service.</Trans>
        </Text>
        {acceptTerms.isError ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            <Trans>The terms could not be accepted. Try again.</Trans>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate({ to: '/login' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => acceptTerms.mutate()} loading={acceptTerms.isPending}>
            <Trans>Accept</Trans>
          </Button>
        </Group>
      </PublicLayout>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isAcceptablePassword(password, repeat)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    changePassword.mutate(password)
  }

  const finish = async () => {
    await clearSession()
    await navigate({ to: '/login', search: { notice: 'password-changed' }, replace: true })
  }

  const passwordError = t`The passwords must be equal and at least 8 characters long.`
  return (
    <PublicLayout
      title={<Trans>Choose a new password</Trans>}
      description={<Trans>Account: {check.data.email}</Trans>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t`Show characters` }}
            label={t`New password`}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={invalid}
            aria-invalid={invalid || undefined}
            autoFocus
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t`Show characters` }}
            label={t`Repeat password`}
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
            error={invalid ? passwordError : undefined}
            aria-invalid={invalid || undefined}
          />
          {changePassword.isError ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              <Trans>The password could not be changed. The link may have expired.</Trans>
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate({ to: '/login' })}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={changePassword.isPending}>
              <Trans>Accept</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={changePassword.isSuccess}
        onClose={finish}
        title={t`Password changed`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        centered
        closeOnClickOutside={false}
      >
        <Stack>
          <Text size="sm">
            <Trans>Your password has been changed. Sign in with the new one.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button onClick={finish}>
              <Trans>OK</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PublicLayout>
  )
}
