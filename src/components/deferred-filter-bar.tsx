import { Group, Input, InputBase, type StyleProp } from '@mantine/core'
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { SelectChevron } from './select-chevron'

/** One field of a filter bar as it looks closed: its label, its empty value and its width. */
export interface StandInField {
  /** Names the real field too (`data-filter-key`), so the one clicked opens once loaded. */
  key: string
  label: string
  placeholder: string
  w: StyleProp<number | string>
  /** A select's up-down chevron (the date range has none). */
  chevron?: boolean
}

interface DeferredFilterBarProps {
  fields: StandInField[]
  /** Starts loading the real fields' module (on hover or focus, before the click). */
  preload: () => Promise<unknown>
  /** The real fields from the start: a filter is set, which the stand-ins could not show. */
  live: boolean
  /** The real fields, given the key of the stand-in that was clicked (null when none was). */
  children: (opening: string | null) => ReactNode
}

/**
 * A filter bar whose fields load when the user reaches for one (issue 30): multi-selects and a
 * date-range picker with their dropdowns are about 40 KB of JavaScript and a long first render,
 * which a list that opens unfiltered does not need before its rows. Until then each field is drawn
 * closed, with the same label, look and size; hovering or focusing the bar starts the download,
 * and a click swaps in the real fields with the clicked one open and focused (useOpenOnMount). As
 * src/components/deferred.tsx does for the top bar's menus, the stand-in stays in place until the
 * click, so the click is never lost to a re-render.
 */
export function DeferredFilterBar({ fields, preload, live, children }: DeferredFilterBarProps) {
  const [opening, setOpening] = useState<string | null>(null)
  // Once shown, the real fields stay: clearing the filters must not swap the stand-ins back.
  const [used, setUsed] = useState(live)
  if (live && !used) setUsed(true)
  const warm = () => void preload().catch(() => undefined)
  const standIns = (
    <Group gap="xs" align="flex-end" wrap="wrap" onPointerEnter={warm} onFocus={warm}>
      {fields.map((field) => (
        <InputBase
          key={field.key}
          component="button"
          type="button"
          size="xs"
          label={field.label}
          w={field.w}
          pointer
          rightSection={field.chevron ? <SelectChevron /> : null}
          rightSectionPointerEvents="none"
          onClick={() => {
            setOpening(field.key)
            setUsed(true)
          }}
        >
          <Input.Placeholder>{field.placeholder}</Input.Placeholder>
        </InputBase>
      ))}
    </Group>
  )
  if (!used) return standIns
  return <Suspense fallback={standIns}>{children(opening)}</Suspense>
}

/**
 * For the real fields: once mounted, focuses and opens the field the user clicked as a stand-in
 * (its element carries `data-filter-key`; a click opens a select's list or the date picker).
 */
export function useOpenOnMount<T extends HTMLElement>(opening: string | null) {
  const ref = useRef<T>(null)
  // Only the first mount: later renders must not reopen what the user closed.
  const first = useRef(opening)
  useEffect(() => {
    if (!first.current) return
    const field = ref.current?.querySelector<HTMLElement>(`[data-filter-key="${first.current}"]`)
    field?.focus()
    field?.click()
  }, [])
  return ref
}
