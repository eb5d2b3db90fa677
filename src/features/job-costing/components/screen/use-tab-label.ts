import { useLingui } from '@lingui/react/macro'
import type { CostingTab } from '../../model/costing-tabs'

/** A tab's name: the known categories translated, any other as the plant names it. */
export function useTabLabel(): (tab: CostingTab) => string {
  const { t } = useLingui()
  const known: Record<string, string> = {
    machine: t`Machine`,
    statistics: t`Statistics`,
    ink: t`Ink`,
    material: t`Material`,
    energy: t`Energy`,
    solvents: t`Solvents`,
  }
  return (tab) => known[tab.value] ?? tab.value.charAt(0).toUpperCase() + tab.value.slice(1)
}
