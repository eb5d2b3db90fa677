import { Card, Stack } from '@mantine/core'
import type { QueryKey } from '@tanstack/react-query'
import type { PlantConfigMachine } from '@/contract/plant'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { MachineFacts } from './machine-facts'
import { MachineImage } from './machine-image'
import { MachineNameForm } from './machine-name-form'

interface MachineInfoCardProps {
  machine: PlantConfigMachine
  prefs: UnitPreferences
  canEdit: boolean
  blockedReason: string | null
  otherLists: readonly QueryKey[]
}

/** The selected machine (spec 002 §2.4 left side): its picture, its name to edit, its fields. */
export function MachineInfoCard({
  machine,
  prefs,
  canEdit,
  blockedReason,
  otherLists,
}: MachineInfoCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={machine.machineName}>
      <Stack gap="md">
        <MachineImage file={machine.machineModelImage} alt={machine.machineModelName} h={160} />
        <MachineNameForm
          key={machine.machineId}
          machine={machine}
          canEdit={canEdit}
          blockedReason={blockedReason}
          otherLists={otherLists}
        />
        <MachineFacts machine={machine} prefs={prefs} />
      </Stack>
    </Card>
  )
}
