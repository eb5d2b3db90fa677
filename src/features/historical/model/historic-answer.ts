import type { HistoricResponse } from '@/contract/historic'
import { type FieldType, hasFields, listOf } from '@/lib/api/guards'

/**
 * The historical answer's fields the screen reads, checked without zod (the contract's schema
 * would add 25 KB gzip to the route; src/lib/production/answers.ts says why).
 */
const rowFields: Record<string, FieldType> = {
  id: 'number',
  machine: 'string',
  machineLine: 'string',
  machineHashCode: 'string',
  idM: 'number',
  insertTimestamp: 'number',
  reference: 'string',
  job: 'string?',
  customer: 'string?',
  operator: 'string?',
  material: 'string?',
  width: 'number?',
  format: 'number?',
  numColor: 'number?',
  dateStart: 'string',
  dateFinish: 'string?',
  duration: 'number',
  speedTotal: 'number',
  speedTurning: 'number',
  wasteMeter: 'number',
  cleanMeter: 'number',
  totalMeter: 'number',
  numRoll: 'number',
  progress: 'number?',
  poCost: 'number?',
  poCostSurface: 'number?',
}

const isRowList = listOf(rowFields)

export const isHistoricResponse = (value: unknown): value is HistoricResponse =>
  hasFields(value, { total: 'number' }) && isRowList((value as { results: unknown }).results)
