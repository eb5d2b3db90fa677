import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The names of the product's consumable types (spec 002 §3.2; id 1 is energy), in the interface
 * language: the server stores them in English. A type a plant added beyond these keeps its own name.
 */
const consumableTypeLabels: Record<number, MessageDescriptor> = {
  1: msg`Energy`,
  2: msg`Ink`,
  3: msg`Material`,
  4: msg`Cleaning solvent`,
  5: msg`Viscosity solvent`,
  6: msg`Nitrogen`,
  7: msg`Compressed air`,
  8: msg`Gas`,
  9: msg`Water`,
}

export function consumableTypeName(i18n: I18n, id: number, name: string): string {
  const label = consumableTypeLabels[id]
  return label ? i18n._(label) : name
}
