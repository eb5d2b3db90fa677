import { Trans, useLingui } from '@lingui/react/macro'
import { Button, TextInput } from '@mantine/core'
import { useState } from 'react'
import { normalizeToken } from '../model/display-token'

/** A screen opened without its link: the code can be typed (it is the part after # of the link). */
export function EnterDisplayCode({ onToken, notice }: { onToken: (token: string) => void; notice?: string }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      className="pp-display-notice"
      onSubmit={(e) => {
        e.preventDefault()
        const token = normalizeToken(text)
        if (token) onToken(token)
        else setError(t`The code has 26 letters and digits (2-7). Check it and try again.`)
      }}
    >
      {notice ? <p role="alert">{notice}</p> : null}
      <h1>
        <Trans>Line-side display</Trans>
      </h1>
      <p>
        <Trans>Open the display link created in plant control, or type its code.</Trans>
      </p>
      <TextInput
        size="lg"
        label={t`Display code`}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={error}
        autoComplete="off"
        styles={{ label: { color: 'inherit' } }}
      />
      <Button type="submit" size="lg" mt="md">
        <Trans>Show the plant</Trans>
      </Button>
    </form>
  )
}
