import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { StepAnswer, StepAnswerValue } from '@/contract/maintenance-procedures'
import { formatDateTime } from '@/lib/format/date'
import { signoffAnswer } from '../../../model/step-answer'
import { SignaturePad } from './signature-pad'

/**
 * A sign-off: the technician's name and the time, confirmed by a drawn signature or by their
 * password (checked by the server when the answer arrives; a refused one leaves the step unsigned
 * and the step says so). Signed, it shows who and when.
 */
export function SignoffStep({
  answer,
  me,
  refusedPassword,
  disabled,
  onAnswer,
}: {
  answer: StepAnswer | undefined
  me: string
  /** The server did not accept the password of the last sign-off. */
  refusedPassword: boolean
  disabled: boolean
  onAnswer: (value: StepAnswerValue) => void
}) {
  const { t } = useLingui()
  const [how, setHow] = useState<'signature' | 'password'>('signature')
  const [signature, setSignature] = useState<string | null>(null)
  const [password, setPassword] = useState('')
  const [signing, setSigning] = useState(!answer)
  const value =
    how === 'signature' ? (signature ? signoffAnswer({ signature }) : null) : signoffAnswer({ password })
  if (answer && !signing) {
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t`Signed by ${answer.answeredBy}, ${formatDateTime(answer.answeredAt)}`}
        </Text>
        {!disabled ? (
          <Button size="sm" variant="subtle" onClick={() => setSigning(true)}>
            <Trans>Sign again</Trans>
          </Button>
        ) : null}
      </Group>
    )
  }
  const confirm = () => {
    if (!value) return
    onAnswer(value)
    setPassword('')
    setSigning(false)
  }
  return (
    <Stack gap="sm">
      {refusedPassword ? (
        <Alert color="red">{t`Password not accepted. The step is not signed.`}</Alert>
      ) : null}
      <Text size="sm">{t`Signing as ${me}, ${formatDateTime(new Date().toISOString())}`}</Text>
      <SegmentedControl
        fullWidth
        size="md"
        aria-label={t`Confirm with`}
        value={how}
        onChange={(v) => setHow(v as 'signature' | 'password')}
        data={[
          { value: 'signature', label: t`Draw signature` },
          { value: 'password', label: t`Password` },
        ]}
        disabled={disabled}
      />
      {how === 'signature' ? (
        <SignaturePad disabled={disabled} onChange={setSignature} />
      ) : (
        <PasswordInput
          size="lg"
          label={t`Your password`}
          description={t`Checked when the sign-off reaches the server.`}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          disabled={disabled}
        />
      )}
      <Group justify="flex-end">
        <Button size="lg" onClick={confirm} disabled={disabled || !value}>
          <Trans>Sign off</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
