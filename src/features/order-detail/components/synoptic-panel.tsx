import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { SynopticStructure, SynopticValues } from '@/contract/order-detail'
import { temperatureIn, temperatureUnit } from '@/lib/format/measures'
import { formatNumber, MISSING } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { applicatorVariables, enabledModules } from '../model/trolley-modules'

const moduleNames: Record<string, MessageDescriptor> = {
  unwinder: msg`Unwinder`,
  applicator: msg`Applicator`,
  drying1: msg`Drying 1`,
  drying2: msg`Drying 2`,
  drying3: msg`Drying 3`,
  secondUnwinder: msg`Second unwinder`,
  thirdUnwinder: msg`Third unwinder`,
  laminator: msg`Laminator`,
  rewinder: msg`Rewinder`,
}
const variableNames: Record<string, MessageDescriptor> = {
  tension: msg`Tension`,
  diameter: msg`Diameter`,
  solventlessTemperatureA: msg`Solventless temperature A`,
  solventlessTemperatureB: msg`Solventless temperature B`,
  coatingRollerLength: msg`Coating roller length`,
  repeat: msg`Repeat`,
  temperature: msg`Temperature`,
  airflow: msg`Air flow`,
  nipPressure: msg`Nip pressure`,
  taper: msg`Taper`,
}

/**
 * The laminator's configuration synoptic (spec 000 §2.5, §4.3): its modules in line order, the
 * ones its trolley and function enable with the order's values, the others dimmed; the applicator
 * shows only its trolley's variables.
 */
export function SynopticPanel({
  structure,
  values,
  prefs,
}: {
  structure: SynopticStructure
  values: SynopticValues
  prefs: UnitPreferences
}) {
  const { i18n } = useLingui()
  const enabled = enabledModules(structure.trolley, structure.machineFunction)
  const applicator = applicatorVariables(structure.trolley)
  const show = (preference: string | null, value: unknown) => {
    if (typeof value !== 'number') return value === null || value === undefined ? MISSING : String(value)
    if (preference === 'UNIT_TEMPERATURE')
      return `${formatNumber(temperatureIn(value, prefs), prefs, { decimals: 1, trimZeros: true })} ${temperatureUnit(prefs)}`
    return `${formatNumber(value, prefs, { decimals: 1, trimZeros: true })}${preference ? ` ${preference}` : ''}`
  }
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        <Trans>
          Trolley {structure.trolley ?? MISSING}, function {structure.machineFunction ?? MISSING}
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {structure.modules.map((module) => {
          const on = enabled.has(module.code)
          const variables = module.variables.filter(
            (v) => v.isVisible && (module.code !== 'applicator' || applicator.has(v.code)),
          )
          return (
            <Paper
              key={module.code}
              withBorder
              radius="sm"
              p="xs"
              data-enabled={on}
              style={on ? undefined : { borderStyle: 'dashed' }}
            >
              <Group justify="space-between" gap="xs" mb={4}>
                <Text fw={600} size="sm" c={on ? undefined : 'dimmed'}>
                  {moduleNames[module.code] ? i18n._(moduleNames[module.code]) : module.name}
                </Text>
                <Badge size="xs" variant={on ? 'filled' : 'default'} color={on ? 'teal.9' : undefined}>
                  {on ? <Trans>Enabled</Trans> : <Trans>Not used</Trans>}
                </Badge>
              </Group>
              {on
                ? variables.map((v) => (
                    <Group key={v.code} justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="xs" c="dimmed">
                        {variableNames[v.code] ? i18n._(variableNames[v.code]) : v.code}
                      </Text>
                      <Text size="xs" fw={500}>
                        {show(v.preference, values[module.code]?.[v.configurationVar])}
                      </Text>
                    </Group>
                  ))
                : null}
            </Paper>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
