import { useLingui } from '@lingui/react/macro'
import { FileInput } from '@mantine/core'

/** The server takes up to 5 photos in one upload (work orders and work requests alike). */
export const MAX_PHOTOS = 5

/**
 * Photos to choose or take (a tablet's camera offers itself for image/*): PNG, JPEG or WebP, at
 * most 5, the rest dropped. The hint is a description, not a placeholder, whose grey fails
 * contrast (axe).
 */
export function PhotosInput({ value, onChange }: { value: File[]; onChange: (files: File[]) => void }) {
  const { t } = useLingui()
  return (
    <FileInput
      label={t`Photos (optional, up to 5)`}
      description={t`Choose or take photos`}
      accept="image/png,image/jpeg,image/webp"
      multiple
      value={value}
      onChange={(files) => onChange(files.slice(0, MAX_PHOTOS))}
      clearable
    />
  )
}
