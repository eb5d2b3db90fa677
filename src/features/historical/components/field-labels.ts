import { useLingui } from '@lingui/react/macro'
import type { HistoricField } from '../model/columns'

/** The header label of each field a column can show. */
export function useFieldLabels(): Record<HistoricField, string> {
  const { t } = useLingui()
  return {
    reference: t`Reference`,
    job: t`Job`,
    customer: t`Customer`,
    operator: t`Operator`,
    material: t`Material`,
    width: t`Width`,
    format: t`Format`,
    numColor: t`Inkwells`,
    dateStart: t`Start`,
    dateFinish: t`Finish`,
    duration: t`Duration`,
    speedTotal: t`Average speed`,
    speedTurning: t`Turning speed`,
    wasteMeter: t`Waste`,
    cleanMeter: t`Productive`,
    totalMeter: t`Total meters`,
    numRoll: t`Rolls`,
    progress: t`Progress`,
    poCost: t`Total cost`,
    poCostSurface: t`Unit cost`,
  }
}
