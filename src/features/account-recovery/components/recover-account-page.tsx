import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { PublicLayout } from '@/components/public-layout'
import { usePageTitle } from '@/components/use-page-title'
import { useSendRecoverEmail } from '../api/send-recover-email'

/** How long a failure stays visible before going back to /login (spec 002 §2.6: both outcomes end there). */
const failureDelayMs = 2500

export function RecoverAccountPage() {
  const { t } = useLingui()
  usePageTitle(t`Recover your account`)
  const navigate = useNavigate()
  const send = useSendRecoverEmail()
  const [username, setUsername] = useState('')
  const [empty, setEmpty] = useState(false)

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
          {send.isError ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              <Trans>The recovery e-mail could not be sent. Check the user and try again.</Trans>
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
