import { Trans } from '@lingui/react/macro'
import { Group, Text } from '@mantine/core'
import { useNow } from '@/components/production/use-now'
import { plantCounts } from '@/lib/production/plant-counts'
import { usePlantGlance } from '../api/get-plant-glance'

/**
 * The production analytics tile's live line: machines producing, stopped, not reporting (issue 9),
 * so home says something true about the plant. Nothing while it loads or when the call fails:
 * the tile still leads to plant control.
 */
export function PlantGlance() {
  const glance = usePlantGlance(true)
  const now = useNow(30_000)
  if (!glance.data) return null
  const { producing, stopped, notReporting } = plantCounts(glance.data, now)
  return (
    <Group gap="xs" mt={8} data-testid="plant-glance" aria-live="polite">
      <Count colour="var(--mantine-color-green-6)">
        <Trans>{producing} producing</Trans>
      </Count>
      <Count colour="var(--mantine-color-red-6)">
        <Trans>{stopped} stopped</Trans>
      </Count>
      <Count colour="var(--mantine-color-gray-5)">
        <Trans>{notReporting} not reporting</Trans>
      </Count>
    </Group>
  )
}

function Count({ colour, children }: { colour: string; children: React.ReactNode }) {
  return (
    <Text size="xs" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: colour }} />
      {children}
    </Text>
  )
}
