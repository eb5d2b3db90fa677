import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { showToast } from '@/components/toast'
import { isApiError } from '@/lib/api/errors'
import { apiErrorMessage, errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useChangePassword } from '../api/change-password'
import { type PasswordProblem, passwordChangeProblem } from '../model/password-rule'

interface Problems {
  current?: string
  next?: string
  /** true flags the field without a message of its own. */
  repeat?: string | true
  form?: string
}

/** Current password, the new one and its repetition (spec 002 §5); other sessions are signed out. */
export function PasswordTab() {
  const { t, i18n } = useLingui()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const [done, setDone] = useState(false)
  const change = useChangePassword()

  const localProblem = (problem: PasswordProblem): Problems => {
    if (problem !== 'required') return { next: apiErrorMessage('PASSWORD_ERROR', i18n), repeat: true }
    const required = feedbackMessage('FIELD_REQUIRED', i18n)
    return {
      current: current ? undefined : required,
      next: next ? undefined : required,
      repeat: repeat ? undefined : required,
    }
  }

  const save = (event: FormEvent) => {
    event.preventDefault()
    setDone(false)
    const problem = passwordChangeProblem(current, next, repeat)
    if (problem) return setProblems(localProblem(problem))
    setProblems({})
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('')
          setNext('')
          setRepeat('')
          setDone(true)
          showToast(feedbackMessage('PASSWORD_UPDATED', i18n), 'green')
        },
        onError: (error) => {
          const field = isApiError(error) ? error.errors[0]?.field : undefined
          if (field === 'currentPassword') setProblems({ current: t`The current password is not correct.` })
          else if (field === 'newPassword')
            setProblems({ next: apiErrorMessage('PASSWORD_ERROR', i18n), repeat: true })
          else setProblems({ form: errorMessage(error, i18n) })
        },
      },
    )
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t`Current password`}
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={problems.current}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t`Show characters` }}
          required
        />
        <PasswordInput
          label={t`New password`}
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={problems.next}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t`Show characters` }}
          required
        />
        <PasswordInput
          label={t`Repeat the new password`}
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={problems.repeat}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t`Show characters` }}
          required
        />
        {problems.form ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {problems.form}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="green" variant="light" role="status" py="xs">
            {feedbackMessage('PASSWORD_UPDATED', i18n)} <Trans>Your other sessions were signed out.</Trans>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
