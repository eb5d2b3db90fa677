import type { HistoricRow } from '@/contract/historic'
import { formatCostPerSquareMeter, formatCurrency } from '@/lib/format/currency'
import { formatDateTime } from '@/lib/format/date'
import { displayValue } from '@/lib/format/display'
import { formatDuration } from '@/lib/format/duration'
import { formatLength, formatSpeed, formatWidth } from '@/lib/format/measures'
import { formatNumber, formatPercent, MISSING } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import type { HistoricField } from './columns'

/**
 * One cell of the results table (spec 000 §3.3): -1 (or text holding -1) shows N/A, a missing value
 * '-', and a missing cost a dash too; measures in the user's units, progress as a percent.
 */
export function historicCell(
  row: HistoricRow,
  field: HistoricField,
  prefs: UnitPreferences,
  currency: string,
): string {
  switch (field) {
    case 'reference':
    case 'job':
    case 'customer':
    case 'operator':
    case 'material':
      return displayValue(row[field])
    case 'width':
    case 'format':
      return displayValue(row[field], (mm) => formatWidth(mm, prefs))
    case 'numColor':
    case 'numRoll':
      return displayValue(row[field], (n) => formatNumber(n, prefs))
    case 'dateStart':
    case 'dateFinish':
      return row[field] ? formatDateTime(row[field]) : MISSING
    case 'duration':
      return displayValue(row.duration, formatDuration)
    case 'speedTotal':
    case 'speedTurning':
      return displayValue(row[field], (v) => formatSpeed(v, prefs))
    case 'wasteMeter':
    case 'cleanMeter':
    case 'totalMeter':
      return displayValue(row[field], (v) => formatLength(v, prefs))
    case 'progress':
      return displayValue(row.progress, (v) => formatPercent(v, prefs, 1))
    case 'poCost':
      return row.poCost === null
        ? MISSING
        : displayValue(row.poCost, (v) => formatCurrency(v, currency, prefs))
    case 'poCostSurface':
      return row.poCostSurface === null
        ? MISSING
        : displayValue(row.poCostSurface, (v) => formatCostPerSquareMeter(v, currency, prefs))
  }
}
