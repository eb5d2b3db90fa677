import { useLingui } from '@lingui/react/macro'
import { formatMinutes } from '@/lib/format/duration'

/**
 * Minutes of work as the maintenance screens say them ('1 h 5 min'), with the symbols of the
 * interface language (Russian '1 ч 5 мин', as ADR 031 writes units in Cyrillic there).
 */
export function useMinutes(): (minutes: number | null | undefined) => string {
  const { t } = useLingui()
  const symbols = {
    hour: t({ message: 'h', context: 'unit symbol: hour' }),
    minute: t({ message: 'min', context: 'unit symbol: minute' }),
  }
  return (minutes) => formatMinutes(minutes, symbols)
}
