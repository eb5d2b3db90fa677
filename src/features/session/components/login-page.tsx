import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { PublicLayout } from '@/components/public-layout'
import { usePageTitle } from '@/components/use-page-title'
import { asApiError } from '@/lib/api/errors'
import { throttleWait } from '@/lib/api/retry-after'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { afterLoginTarget } from '@/lib/navigation/redirects'
import { useSessionState } from '@/offline/session-store'
import { useLogin } from '../api/login'

const route = getRouteApi('/login')

export function LoginPage() {
  const { t, i18n } = useLingui()
  usePageTitle(t`Sign in`)
  const { redirectTo, notice } = route.useSearch()
  const session = useSessionState()
  // Signed out by the server (a 401 of this device's session): say why, until the next sign-in.
  const ended = session.status === 'anonymous' ? session.ended : undefined
  const endedText = ended
    ? apiErrorMessage(ended === 'PASSWORD_CHANGED' ? ended : 'UNAUTHORIZED', i18n)
    : null
  const navigate = useNavigate()
  const login = useLogin()
  const [user, setUser] = useState('')
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const required = t`This field is required`

  const failure = login.error ? asApiError(login.error) : null
  // A 429 says how long this account and place must wait (the limiter's growing delays, ADR 025).
  const duration = throttleWait(failure, i18n.locale)
  const failureText = !failure
    ? null
    : failure.status === 429
      ? duration
        ? t`Too many sign-in attempts. Wait ${duration} and try again.`
        : t`Too many sign-in attempts. Wait a minute and try again.`
      : failure.isNetwork
        ? t`Cannot connect to the server. Check your connection and try again.`
        : failure.status === 401 || failure.status === 400 || failure.status === 403
          ? t`Wrong user or password.`
          : t`The server could not sign you in. Try again later.`
  // Both fields are flagged on a refused sign-in, not on a network problem (spec 002 §4 "Login").
  const flagFields = failure !== null && !failure.isNetwork && failure.status !== 429

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!user.trim() || !password || login.isPending) return
    void login.submit({ user, password }).then((ok) => {
      if (ok) void navigate({ href: afterLoginTarget(redirectTo, window.location.hash), replace: true })
    })
  }

  return (
    <PublicLayout title={<Trans>Sign in</Trans>} description={<Trans>Use your plant account.</Trans>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`User`}
            name="user"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={user}
            onChange={(e) => setUser(e.currentTarget.value)}
            error={submitted && !user.trim() ? required : flagFields}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t`Show characters` }}
            label={t`Password`}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={submitted && !password ? required : flagFields}
            // PasswordInput does not mark its inner input itself.
            aria-invalid={flagFields || (submitted && !password) || undefined}
          />
          {notice && !failureText ? (
            <Alert
              color={notice === 'reset-link-invalid' ? 'orange' : 'brand'}
              variant="light"
              role="status"
              py="xs"
            >
              {notice === 'recovery-sent'
                ? t`If the account exists, an e-mail with a link to choose a new password is on its way.`
                : notice === 'password-changed'
                  ? t`Your password has been changed. Sign in with the new one.`
                  : t`This password reset link is invalid or has expired. Ask for a new one with "Forgot your password?".`}
            </Alert>
          ) : null}
          {endedText && !notice && !failureText ? (
            <Alert color="orange" variant="light" role="status" py="xs">
              {endedText}
            </Alert>
          ) : null}
          {failureText ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              {failureText}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            <Trans>Sign in</Trans>
          </Button>
          <Anchor component={Link} to="/recover-account" size="sm" ta="center">
            <Trans>Forgot your password?</Trans>
          </Anchor>
        </Stack>
      </form>
    </PublicLayout>
  )
}
