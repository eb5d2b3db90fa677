import { useLingui } from '@lingui/react/macro'
import {
  CloseButton,
  extractStyleProps,
  InputBase,
  type InputBaseProps,
  type MantineStyleProps,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core'
import {
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react'
import type { IdOption } from './compact-multi-select'
import { SelectChevron } from './select-chevron'

const loadFields = () => import('./select-fields')
// Select is generic over its values; the stand-ins serve the string ones.
const RealSelect = lazy(() =>
  loadFields().then((m) => ({ default: m.default as ComponentType<SelectProps> })),
)
const RealMultiSelect = lazy(() => loadFields().then((m) => ({ default: m.CompactMultiSelect })))
const warm = () => void loadFields().catch(() => undefined)

/** Keys that open a select's list: the stand-in opens the real one for them. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' '])

type StandInProps = Pick<
  InputBaseProps,
  | 'label'
  | 'description'
  | 'error'
  | 'size'
  | 'style'
  | 'className'
  | 'hiddenFrom'
  | 'visibleFrom'
  | 'disabled'
> &
  Pick<ComponentProps<'input'>, 'aria-label'> &
  MantineStyleProps & {
    placeholder?: string
    /** What the closed field shows: the chosen option's label, or nothing. */
    shown: string
    /** A clear button while something is chosen (the real field's `clearable`). */
    onClear?: () => void
    /** The clear button's name (the real field's `clearButtonProps['aria-label']`). */
    clearLabel?: string
    onOpen: () => void
  }

/**
 * A select as it looks closed, without the combobox code: a read-only input with the field's
 * label, value and chevron (so `getByRole('combobox', { name })` and its value are the same as the
 * real one's). Approaching it (hover, focus) starts the download; a click or an opening key swaps
 * in the real field, opened and focused. As src/components/deferred.tsx does for the top bar, the
 * stand-in stays until then, so the click is not lost.
 */
function SelectStandIn({ shown, onClear, clearLabel, onOpen, placeholder, ...field }: StandInProps) {
  const { t } = useLingui()
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return
    event.preventDefault()
    onOpen()
  }
  return (
    <InputBase
      {...field}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={shown}
      placeholder={placeholder}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      rightSection={
        onClear ? (
          // 28 px: 22 was under WCAG 2.5.8's 24 px beside the field (issue 44).
          <CloseButton size="md" aria-label={clearLabel ?? t`Clear`} onClick={onClear} />
        ) : (
          <SelectChevron />
        )
      }
      rightSectionPointerEvents={onClear ? 'auto' : 'none'}
    />
  )
}

/** Shows the stand-in until the user opens the field, then the real one (loaded once, kept). */
function useDeferredField(standIn: (open: () => void) => ReactNode, real: ReactNode) {
  const [live, setLive] = useState(false)
  const closed = standIn(() => setLive(true))
  if (!live) return closed
  return <Suspense fallback={closed}>{real}</Suspense>
}

/** What the stand-in takes of the real field's props: its label, size, layout and state. */
function fieldLook(props: SelectProps | DeferredMultiSelectProps) {
  const { label, description, error, size, style, className, hiddenFrom, visibleFrom, disabled } = props
  const { styleProps } = extractStyleProps(props)
  return {
    ...styleProps,
    'aria-label': props['aria-label'],
    label,
    description,
    error,
    size,
    style,
    className,
    hiddenFrom,
    visibleFrom,
    disabled,
  }
}

function optionLabel(data: SelectProps['data'], value: string | null | undefined) {
  if (value == null) return ''
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item
    } else if ('value' in item && item.value === value) {
      return item.label
    }
  }
  return value
}

/**
 * Mantine's Select on a first screen (issue 30): the stand-in until the user opens it. For
 * controlled selects with a flat list (`data` of strings or `{ value, label }`).
 */
export function DeferredSelect(props: SelectProps) {
  const { value, clearable, onChange, data } = props
  const onClear = clearable && value ? () => onChange?.(null, { value: '', label: '' }) : undefined
  return useDeferredField(
    (open) => (
      <SelectStandIn
        {...fieldLook(props)}
        placeholder={props.placeholder}
        shown={optionLabel(data, value)}
        onClear={onClear}
        clearLabel={props.clearButtonProps?.['aria-label'] as string | undefined}
        onOpen={open}
      />
    ),
    <RealSelect {...props} defaultDropdownOpened autoFocus />,
  )
}

type DeferredMultiSelectProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'renderPill'> & {
  options: readonly IdOption[]
  value: readonly number[] | undefined
  onChange: (ids: number[]) => void
}

/**
 * The compact multi-select (compact-multi-select.tsx) on a first screen: closed, it names the
 * first two chosen options and "…" for the rest, as the real one's pills do.
 */
export function DeferredMultiSelect(props: DeferredMultiSelectProps) {
  const chosen = (props.value ?? []).map((id) => props.options.find((o) => o.id === id)?.name ?? String(id))
  const shown = chosen.length > 2 ? `${chosen.slice(0, 2).join(', ')}, …` : chosen.join(', ')
  return useDeferredField(
    (open) => (
      <SelectStandIn
        {...fieldLook(props)}
        placeholder={chosen.length ? undefined : props.placeholder}
        shown={shown}
        onClear={props.clearable !== false && chosen.length ? () => props.onChange([]) : undefined}
        onOpen={open}
      />
    ),
    <RealMultiSelect {...props} defaultDropdownOpened autoFocus />,
  )
}
