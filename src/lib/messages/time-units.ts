import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TimeSymbols } from '../format/duration'

/**
 * The symbols of the hour and the minute in the interface language: h and min, Russian ч and мин
 * (as ADR 031 writes the units of consumption in Cyrillic there). The one table the screens use for
 * a time unit beside a number or in a chart's title.
 */
const hour = msg({ message: 'h', context: 'unit symbol: hour' })
const minute = msg({ message: 'min', context: 'unit symbol: minute' })

export function timeSymbols(i18n: I18n): TimeSymbols {
  return { hour: i18n._(hour), minute: i18n._(minute) }
}
