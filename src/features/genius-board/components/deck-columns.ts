import { useLingui } from '@lingui/react/macro'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { temperatureMeasure } from '../model/shown-units'

/** The column titles, shared by the header row and each field's (screen-reader) label. */
export function useDeckColumns() {
  const { t } = useLingui()
  const unit = temperatureMeasure(useUnitPreferences()).unit
  return {
    inkId: t`Colour`,
    anilox: t`Anilox`,
    plateHolder: t`Plate cylinder or carrier`,
    tape: t`Tape`,
    mode: t`Mode`,
    viscosity: t`Viscosity (s)`,
    temperature: t`Temperature (${unit})`,
  }
}

export type DeckColumns = ReturnType<typeof useDeckColumns>
