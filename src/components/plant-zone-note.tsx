import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { deviceDiffersFromPlant, plantZone } from '@/lib/time/plant-zone'

/**
 * Says once, quietly, which zone a screen's times are in, when this device's clock reads another
 * time than the plant's (lib/time/plant-zone.ts); nothing otherwise. The shell shows it above every
 * signed-in screen; the line-side display passes its plant's zone.
 */
export function PlantZoneNote({ zone, className }: { zone?: string; className?: string }) {
  const { t } = useLingui()
  const shown = zone ?? plantZone()
  if (!shown || !deviceDiffersFromPlant(Date.now(), zone)) return null
  return (
    <Text size="xs" c="dimmed" ta="right" px="md" pt={4} className={className} data-testid="plant-zone-note">
      {t`Times in plant time (${shown})`}
    </Text>
  )
}
