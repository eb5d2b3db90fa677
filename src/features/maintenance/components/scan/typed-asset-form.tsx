import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { assetIdOfTyped } from '../../model/asset-code'

/** The way in without the camera: the asset number printed in text under the label's code. */
export function TypedAssetForm({ onAsset }: { onAsset: (assetId: number) => void }) {
  const { t } = useLingui()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const id = assetIdOfTyped(value)
        if (id === null) setError(t`Type the number printed under the code, for example 12.`)
        else {
          setError(null)
          onAsset(id)
        }
      }}
    >
      <Stack gap="xs" align="flex-start">
        <TextInput
          label={t`Asset number`}
          description={t`Printed under the code on the label`}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          w="100%"
        />
        <Button type="submit" variant="light">
          <Trans>Open the asset</Trans>
        </Button>
      </Stack>
    </form>
  )
}
