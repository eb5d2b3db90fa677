import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MachineStateCode } from '../format/machine-state'

/** Names of the machine states (spec 000 §4.1). */
export const machineStateLabels: Record<MachineStateCode, MessageDescriptor> = {
  1: msg`Mechanical change`,
  2: msg`Adjustment and approval`,
  3: msg`Production`,
  4: msg`Inactivity`,
  5: msg`Power off`,
}

/** The shorter names of the three production states used on charts and state cards. */
export const productionStateLabels = {
  CM: msg`Mechanical change`,
  AA: msg`Adjustment`,
  EG: msg`Turning`,
} as const satisfies Record<string, MessageDescriptor>
