import { useLingui } from '@lingui/react/macro'
import { Box, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { formatCurrency } from '@/lib/format/currency'
import { perUnit } from '@/lib/messages/quantity-units'
import type { PriceTextError, PriceTexts } from '../../model/price-form'
import { type PriceItem, swatchColour } from '../../model/price-items'
import { priceDecimals } from '../../model/price-text'

interface PriceGridProps {
  kind: 'ink' | 'material'
  items: PriceItem[]
  currencySymbol: string
  /** The shown period's prices (view), or null while a form is open. */
  prices: Map<number, number> | null
  /** The form's texts and errors (edit or create). */
  texts?: PriceTexts
  errors?: Record<number, PriceTextError>
  onText?: (itemId: number, text: string) => void
}

/**
 * The entries four per row on a desktop, fewer on narrower screens, one per row on a phone (§2.2,
 * §9): a colour swatch for inks, the number, the description and the price per kg in the plant
 * currency; while a form is open, the price is a text input with its error.
 */
export function PriceGrid({ kind, items, currencySymbol, prices, texts, errors, onText }: PriceGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" data-tour={`${kind}-grid`}>
      {items.map((item) => (
        <PriceEntry
          key={item.id}
          item={item}
          currencySymbol={currencySymbol}
          price={prices?.get(item.id)}
          text={texts?.[item.id]}
          error={errors?.[item.id]}
          onText={onText}
        />
      ))}
    </SimpleGrid>
  )
}

function Swatch({ hex }: { hex: string | null }) {
  const colour = swatchColour(hex)
  return (
    <Box
      aria-hidden
      w={28}
      h={28}
      style={{
        flex: 'none',
        borderRadius: 6,
        background: colour ?? 'transparent',
        // Always a border: a white ink on a light card (or black on dark) must still show its square.
        border: '1px solid var(--mantine-color-default-border)',
        boxShadow: 'inset 0 0 0 1px rgba(127, 127, 127, 0.35)',
      }}
    />
  )
}

function PriceEntry({
  item,
  currencySymbol,
  price,
  text,
  error,
  onText,
}: {
  item: PriceItem
  currencySymbol: string
  price: number | undefined
  text: string | undefined
  error: PriceTextError | undefined
  onText?: (itemId: number, text: string) => void
}) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const name = item.number === null ? item.label : `${item.number} ${item.label}`
  const unit = perUnit(i18n, currencySymbol, 'kg')
  const errorText =
    error === 'REQUIRED' ? t`This field is required.` : error === 'NOT_A_PRICE' ? t`Not a valid price` : null
  return (
    <Card withBorder padding="sm">
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" align="center">
          {item.hex !== null ? <Swatch hex={item.hex} /> : null}
          <Box miw={0}>
            {item.number !== null ? (
              <Text size="xs" c="dimmed" lh={1.2}>
                {t`No. ${item.number}`}
              </Text>
            ) : null}
            <Text fw={600} size="sm" truncate="end" title={item.label}>
              {item.label}
            </Text>
          </Box>
        </Group>
        {onText ? (
          <TextInput
            size="sm"
            inputMode="decimal"
            autoComplete="off"
            aria-label={t`Price of ${name} per kg`}
            value={text ?? ''}
            onChange={(e) => onText(item.id, e.currentTarget.value)}
            rightSection={
              <Text size="xs" c="dimmed">
                {unit}
              </Text>
            }
            rightSectionWidth={56}
            error={errorText}
          />
        ) : (
          <Text size="lg" fw={500} ta="right">
            {price === undefined
              ? '-'
              : perUnit(i18n, formatCurrency(price, currencySymbol, prefs, priceDecimals(price)), 'kg')}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
