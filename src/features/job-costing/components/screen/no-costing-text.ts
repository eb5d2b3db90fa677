import { useLingui } from '@lingui/react/macro'
import type { NoCostingReason } from '../../model/uncosted-machines'

/** "No job costing: <reason>", the words a machine without job costing is listed with. */
export function useNoCostingText() {
  const { t } = useLingui()
  return (reason: NoCostingReason): string => {
    const why =
      reason === 'NOT_CONTRACTED'
        ? t`job costing is not among this machine's services`
        : t`no consumable type is set up for this machine`
    return t`No job costing: ${why}`
  }
}
