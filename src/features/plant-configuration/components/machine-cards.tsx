import { useLingui } from '@lingui/react/macro'
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { PlantConfigMachine } from '@/contract/plant'
import { MachineImage } from './machine-image'

/** Small screens (spec 002 §2.4): each machine's name, serial number, model, line and image; read only. */
export function MachineCards({ machines }: { machines: readonly PlantConfigMachine[] }) {
  const { t } = useLingui()
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {machines.map((m) => (
        <Card key={m.machineId} withBorder padding="sm" component="li" aria-label={m.machineName}>
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <div style={{ width: 72, flexShrink: 0 }}>
              <MachineImage file={m.machineModelImage} alt={m.machineModelName} h={56} />
            </div>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {m.machineName}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t`Serial number`}: {m.machineSerialNumber}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t`Model`}: {m.machineModelName}
              </Text>
              <Text size="sm">
                {t`Machine line`}: {m.machineLineName}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  )
}
