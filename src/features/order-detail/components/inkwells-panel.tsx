import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Box, ScrollArea, Table } from '@mantine/core'
import type { OrderInkwell } from '@/contract/order-detail'
import { MISSING } from '@/lib/format/number'
import { type InkwellField, inkwellFields, isInkwellActive } from '../model/inkwells'

const headers: Record<InkwellField, MessageDescriptor> = {
  color: msg`Colour`,
  format: msg`Format`,
  referencePantone: msg`Pantone reference`,
  viscosity: msg`Viscosity`,
  temperature: msg`Temperature`,
  tapeReference: msg`Tape reference`,
  aniloxReference: msg`Anilox reference`,
  aniloxLine: msg`Anilox line`,
  aniloxVolume: msg`Anilox volume`,
  plateCylinderFormat: msg`Plate cylinder format`,
  intermediateSleeveOuterDiameter: msg`Sleeve outer diameter`,
  pressureAxCm: msg`Pressure AX CM`,
  pressureAxTr: msg`Pressure AX TR`,
  pressurePcCm: msg`Pressure PC CM`,
  pressurePcTr: msg`Pressure PC TR`,
  strainRegisterLongitudinal: msg`Longitudinal register`,
  strainRegisterLateral: msg`Lateral register`,
  developmentPlate: msg`Plate development`,
  developmentBlanket: msg`Blanket development`,
  pressure: msg`Pressure`,
  registerLongitudinal: msg`Longitudinal register`,
  registerLateral: msg`Lateral register`,
  formRoller1Pressure: msg`Form roller 1 pressure`,
  formRoller2Pressure: msg`Form roller 2 pressure`,
  formRoller3Pressure: msg`Form roller 3 pressure`,
  waterPressure1: msg`Water pressure 1`,
  waterPressure2: msg`Water pressure 2`,
  inkRollerSpeed: msg`Ink roller speed`,
  waterRollerSpeed: msg`Water roller speed`,
  ductor: msg`Ductor`,
}

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? MISSING : String(v)

/** The flexo or offset inkwell table: one row per deck; unused decks dimmed with values blanked. */
export function InkwellsPanel({ inkwells }: { inkwells: readonly OrderInkwell[] }) {
  const { t, i18n } = useLingui()
  const kind = inkwells[0]?.kind ?? 'flexo'
  const fields = inkwellFields[kind]
  return (
    <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': t`Inkwells` }}>
      <Table fz="sm" verticalSpacing={4} aria-label={t`Inkwells`} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Deck`}</Table.Th>
            {fields.map((f) => (
              <Table.Th key={f} style={{ whiteSpace: 'nowrap' }}>
                {i18n._(headers[f])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {inkwells.map((w) => {
            const active = isInkwellActive(w)
            return (
              <Table.Tr
                key={w.position}
                style={active ? undefined : { opacity: 0.45 }}
                data-inactive={!active || undefined}
              >
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Box
                    component="span"
                    aria-hidden
                    mr={6}
                    style={{
                      display: 'inline-block',
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      verticalAlign: 'middle',
                      background: active && w.hex ? w.hex : 'transparent',
                      border: '1px solid var(--mantine-color-default-border)',
                    }}
                  />
                  {w.position}
                </Table.Td>
                {fields.map((f) => (
                  <Table.Td key={f} style={{ whiteSpace: 'nowrap' }}>
                    {active ? text(w.values[f]) : ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  )
}
