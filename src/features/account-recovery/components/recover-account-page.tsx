import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { PublicLayout } from '@/components/public-layout'
import { usePageTitle } from '@/components/use-page-title'
import { asApiError } from '@/lib/api/errors'
import { throttleWait } from '@/lib/api/retry-after'
import { useSendRecoverEmail } from '../api/send-recover-email'

/** How long a failure stays visible before going back to /login (spec 002 §2.6: both outcomes end there). */
const failureDelayMs = 2500

/**
 * The server answers the same for known and unknown accounts (ADR 025), so a failure here is the
 * mail server failing or too many requests, never "no such account".
 */
export function RecoverAccountPage() {
  const { t, i18n } = useLingui()
  usePageTitle(t`Recover your account`)
  const navigate = useNavigate()
  const send = useSendRecoverEmail()
  const [username, setUsername] = useState('')
  const [empty, setEmpty] = useState(false)
  const failure = send.error ? asApiError(send.error) : null
  const duration = throttleWait(failure, i18n.locale)
  const failureText = !failure
    ? null
    : failure.status === 429
      ? duration
        ? t`Too many recovery requests. Wait ${duration} and try again.`
        : t`Too many attempts. Wait a moment and try again.`
      : t`The recovery e-mail could not be sent. Try again later.`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!username.trim()) {
      setEmpty(true)
      return
    }
    send.mutate(username, {
      onSuccess: () => navigate({ to: '/login', search: { notice: 'recovery-sent' } }),
      onError: () => {
        setTimeout(() => navigate({ to: '/login' }), failureDelayMs)
      },
    })
  }

  return (
    <PublicLayout
      title={<Trans>Recover your account</Trans>}
      description={
        <Trans>Enter your user name or e-mail. We will send you a link to choose a new password.</Trans>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`User`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => {
              setUsername(e.currentTarget.value)
              setEmpty(false)
            }}
            error={empty ? t`This field is required` : send.isError}
            autoFocus
          />
          {failureText ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              {failureText}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Anchor component={Link} to="/login" size="sm">
              <Trans>Cancel</Trans>
            </Anchor>
            <Button type="submit" loading={send.isPending} disabled={send.isError}>
              <Trans>Next</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </PublicLayout>
  )
}
