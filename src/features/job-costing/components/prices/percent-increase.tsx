import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NumberInput } from '@mantine/core'
import { useState } from 'react'

/**
 * Ink editing's percentage increase (spec 002 §4): +x % on every price of the form at once, rounded
 * to 5 decimals (model/price-form.ts applyPercentIncrease). A negative value lowers them.
 */
export function PercentIncrease({ onApply }: { onApply: (percent: number) => void }) {
  const { t } = useLingui()
  const [value, setValue] = useState<string | number>('')
  const percent = typeof value === 'number' ? value : Number.NaN
  const valid = Number.isFinite(percent) && percent > -100 && percent !== 0
  return (
    <Group gap="xs" align="flex-end">
      <NumberInput
        label={t`Increase all prices by (%)`}
        w={220}
        value={value}
        onChange={setValue}
        decimalScale={3}
        min={-99.999}
        max={1000}
        step={1}
        allowNegative
      />
      <Button
        variant="light"
        disabled={!valid}
        onClick={() => {
          onApply(percent)
          setValue('')
        }}
      >
        <Trans>Apply</Trans>
      </Button>
    </Group>
  )
}
