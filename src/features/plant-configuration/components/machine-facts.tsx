import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Text } from '@mantine/core'
import type { PlantConfigMachine } from '@/contract/plant'
import { formatDate } from '@/lib/format/date'
import { formatSpeed, formatWidth } from '@/lib/format/measures'
import type { UnitPreferences } from '@/lib/format/unit-preferences'

/** The machine's fields of spec 002 §3.3 but its name, speeds and widths in the user's units. */
export function MachineFacts({ machine, prefs }: { machine: PlantConfigMachine; prefs: UnitPreferences }) {
  const { t } = useLingui()
  const range = (min: number | null, max: number | null) =>
    min === null && max === null ? '-' : `${formatWidth(min, prefs)} – ${formatWidth(max, prefs)}`
  const facts: [string, string][] = [
    [t`Serial number`, machine.machineSerialNumber],
    [t`Model`, machine.machineModelName],
    [t`Machine line`, machine.machineLineName],
    [t`Acquisition date`, formatDate(machine.machineAcquisitionDate)],
    [t`Maximum speed`, formatSpeed(machine.machineMaxSpeed, prefs)],
    [t`Printing width`, range(machine.machineMinPrintingWidth, machine.machineMaxPrintingWidth)],
    [t`Material width`, range(machine.machineMinMaterialWidth, machine.machineMaxMaterialWidth)],
    [t`Format`, range(machine.machineMinFormat, machine.machineMaxFormat)],
    [t`Machine ID`, String(machine.machineId)],
  ]
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  )
}
