import { useLingui } from '@lingui/react/macro'

/**
 * A slitter's child-order codes in the reader's language (issue 44): the auto-stop type and the
 * quality come from the machine's gateway as English codes ("DIAMETER", "Minor edge defects").
 * Known codes are translated; an unknown one is shown as the machine sent it.
 */
export function useChildOrderCodes() {
  const { t } = useLingui()
  const autoStops: Record<string, string> = {
    LENGTH: t({ message: 'Length', context: 'slitter auto stop: at a set length' }),
    DIAMETER: t({ message: 'Diameter', context: 'slitter auto stop: at a set roll diameter' }),
  }
  const qualities: Record<string, string> = {
    OK: t({ message: 'OK', context: 'quality of a slit roll: no defects' }),
    'MINOR EDGE DEFECTS': t`Minor edge defects`,
  }
  const known = (table: Record<string, string>) => (code: string | null) =>
    code === null ? null : (table[code.trim().toUpperCase()] ?? code)
  return { autoStop: known(autoStops), quality: known(qualities) }
}
