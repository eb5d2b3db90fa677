import { useLingui } from '@lingui/react/macro'
import type { TextInputProps } from '@mantine/core'
import { useState } from 'react'
import { widthUnit } from '@/lib/format/measures'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { shownSize, typedSize } from '../model/size-filter'
import { TextFilter } from './text-filter'

interface SizeFilterProps {
  kind: 'width' | 'format'
  size: TextInputProps['size']
  /** The link's millimetres. */
  value: string | undefined
  prefs: UnitPreferences
  /** Millimetres, or null when the filter was emptied. */
  onCommit: (mm: string | null) => void
}

/**
 * The Width or Format filter in the user's unit (inches for an imperial user, as the table shows
 * them), sent in millimetres (model/size-filter.ts). Text that is no number is not sent: the field
 * says so instead of the list failing.
 */
export function SizeFilter({ kind, size, value, prefs, onCommit }: SizeFilterProps) {
  const { t } = useLingui()
  const [invalid, setInvalid] = useState(false)
  const unit = widthUnit(prefs)
  return (
    <TextFilter
      size={size}
      label={kind === 'width' ? t`Width (${unit})` : t`Format (${unit})`}
      inputMode="decimal"
      value={shownSize(value, prefs)}
      error={invalid ? t`Enter a number.` : undefined}
      onDraftChange={() => setInvalid(false)}
      onCommit={(typed) => {
        const read = typedSize(typed ?? '', prefs)
        if ('invalid' in read) setInvalid(true)
        else if (read.mm !== (value ?? null)) onCommit(read.mm)
      }}
    />
  )
}
