import { TextInput, type TextInputProps } from '@mantine/core'
import { useEffect, useState } from 'react'

type TextFilterProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string | undefined
  /** Called with the trimmed text, or null when it was emptied (the filter is cleared). */
  onCommit: (value: string | null) => void
  /** Called on each key, with what is typed (not applied until committed). */
  onDraftChange?: (draft: string) => void
}

/**
 * A text filter that applies on Enter or on blur (spec 000 §2.4), not on every key, so typing a
 * reference does not send a search per letter. An empty value clears the filter.
 */
export function TextFilter({ value, onCommit, onDraftChange, ...props }: TextFilterProps) {
  const [draft, setDraft] = useState(value ?? '')
  // A new URL (back button, a shared link) replaces what is typed.
  useEffect(() => setDraft(value ?? ''), [value])
  const commit = () => {
    const next = draft.trim()
    if (next !== (value ?? '')) onCommit(next === '' ? null : next)
  }
  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(e) => {
        setDraft(e.currentTarget.value)
        onDraftChange?.(e.currentTarget.value)
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
      }}
    />
  )
}
