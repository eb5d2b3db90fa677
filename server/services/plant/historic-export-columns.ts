/**
 * The columns of the historical Excel export (spec 000 §3.3): every field of a row, headers in the
 * user's language with the user's units, values converted to those units. Costs only for
 * ROLE_JOB_COSTING (the rows carry none otherwise).
 */
import type { HistoricRow } from '../../../src/contract/historic'
import { metersPerMinToFeetPerMin, metersToFeet, mmToInches } from '../../../src/contract/units'
import { wallClock } from '../../documents/plant-time'
import { inLanguage, type Translated } from '../../documents/texts'
import type { ExportColumn } from '../../documents/workbook'
import { exportLabels } from '../export/common-labels'

export interface ExportUnits {
  imperial: boolean
  currencySymbol: string
}

const H = {
  sheet: {
    ca_ES: 'Històric',
    en_EN: 'Historical',
    es_ES: 'Histórico',
    fr_FR: 'Historique',
    pt_PT: 'Histórico',
    ru_RU: 'История',
  },
  machine: exportLabels.machine,
  line: {
    ca_ES: 'Línia',
    en_EN: 'Machine line',
    es_ES: 'Línea',
    fr_FR: 'Ligne',
    pt_PT: 'Linha',
    ru_RU: 'Линия',
  },
  reference: {
    ca_ES: 'Referència',
    en_EN: 'Reference',
    es_ES: 'Referencia',
    fr_FR: 'Référence',
    pt_PT: 'Referência',
    ru_RU: 'Референс',
  },
  job: {
    ca_ES: 'Treball',
    en_EN: 'Job',
    es_ES: 'Trabajo',
    fr_FR: 'Travail',
    pt_PT: 'Trabalho',
    ru_RU: 'Работа',
  },
  customer: {
    ca_ES: 'Client',
    en_EN: 'Customer',
    es_ES: 'Cliente',
    fr_FR: 'Client',
    pt_PT: 'Cliente',
    ru_RU: 'Клиент',
  },
  operator: {
    ca_ES: 'Operaris',
    en_EN: 'Operators',
    es_ES: 'Operarios',
    fr_FR: 'Opérateurs',
    pt_PT: 'Operadores',
    ru_RU: 'Операторы',
  },
  material: {
    ca_ES: 'Material',
    en_EN: 'Material',
    es_ES: 'Material',
    fr_FR: 'Matériau',
    pt_PT: 'Material',
    ru_RU: 'Материал',
  },
  width: {
    ca_ES: 'Amplada',
    en_EN: 'Width',
    es_ES: 'Ancho',
    fr_FR: 'Largeur',
    pt_PT: 'Largura',
    ru_RU: 'Ширина',
  },
  format: {
    ca_ES: 'Format',
    en_EN: 'Format',
    es_ES: 'Formato',
    fr_FR: 'Format',
    pt_PT: 'Formato',
    ru_RU: 'Формат',
  },
  colours: {
    ca_ES: 'Tinters',
    en_EN: 'Inkwells',
    es_ES: 'Tinteros',
    fr_FR: 'Encriers',
    pt_PT: 'Tinteiros',
    ru_RU: 'Красочные секции',
  },
  start: {
    ca_ES: 'Inici',
    en_EN: 'Start',
    es_ES: 'Inicio',
    fr_FR: 'Début',
    pt_PT: 'Início',
    ru_RU: 'Начало',
  },
  finish: { ca_ES: 'Fi', en_EN: 'Finish', es_ES: 'Fin', fr_FR: 'Fin', pt_PT: 'Fim', ru_RU: 'Окончание' },
  duration: exportLabels.duration,
  speed: exportLabels.averageSpeed,
  turning: exportLabels.turningSpeed,
  waste: {
    ca_ES: 'Rebuig',
    en_EN: 'Waste',
    es_ES: 'Desperdicio',
    fr_FR: 'Gâche',
    pt_PT: 'Desperdício',
    ru_RU: 'Отходы',
  },
  clean: {
    ca_ES: 'Productius',
    en_EN: 'Productive',
    es_ES: 'Productivos',
    fr_FR: 'Productifs',
    pt_PT: 'Produtivos',
    ru_RU: 'Годные',
  },
  total: { ca_ES: 'Total', en_EN: 'Total', es_ES: 'Total', fr_FR: 'Total', pt_PT: 'Total', ru_RU: 'Всего' },
  rolls: {
    ca_ES: 'Bobines',
    en_EN: 'Rolls',
    es_ES: 'Bobinas',
    fr_FR: 'Bobines',
    pt_PT: 'Bobinas',
    ru_RU: 'Рулоны',
  },
  progress: {
    ca_ES: 'Progrés',
    en_EN: 'Progress',
    es_ES: 'Progreso',
    fr_FR: 'Avancement',
    pt_PT: 'Progresso',
    ru_RU: 'Прогресс',
  },
  cost: {
    ca_ES: 'Cost total',
    en_EN: 'Total cost',
    es_ES: 'Coste total',
    fr_FR: 'Coût total',
    pt_PT: 'Custo total',
    ru_RU: 'Общая стоимость',
  },
  unitCost: {
    ca_ES: 'Cost unitari',
    en_EN: 'Unit cost',
    es_ES: 'Coste unitario',
    fr_FR: 'Coût unitaire',
    pt_PT: 'Custo unitário',
    ru_RU: 'Удельная стоимость',
  },
} satisfies Record<string, Translated>

export const historicSheetName = (language: string) => inLanguage(H.sheet, language)

export function historicExportColumns(
  language: string,
  units: ExportUnits,
  timeZone: string,
  withCosts: boolean,
): ExportColumn<HistoricRow>[] {
  const h = (key: keyof typeof H, unit?: string) => {
    const text = inLanguage(H[key], language)
    return unit ? `${text} (${unit})` : text
  }
  const length = units.imperial ? 'ft' : 'm'
  const speed = units.imperial ? 'ft/min' : 'm/min'
  const width = units.imperial ? 'in' : 'mm'
  const toLength = (m: number) => (units.imperial && m !== -1 ? metersToFeet(m) : m)
  const toSpeed = (v: number) => (units.imperial && v !== -1 ? metersPerMinToFeetPerMin(v) : v)
  const toWidth = (mm: number | null) => (mm !== null && units.imperial && mm !== -1 ? mmToInches(mm) : mm)
  const columns: ExportColumn<HistoricRow>[] = [
    { header: h('machine'), type: 'text', value: (r) => r.machine },
    { header: h('line'), type: 'text', width: 12, value: (r) => r.machineLine },
    { header: h('reference'), type: 'text', width: 16, value: (r) => r.reference },
    { header: h('job'), type: 'text', width: 16, value: (r) => r.job },
    { header: h('customer'), type: 'text', value: (r) => r.customer },
    { header: h('operator'), type: 'text', value: (r) => r.operator },
    { header: h('material'), type: 'text', width: 12, value: (r) => r.material },
    { header: h('width', width), type: 'number', value: (r) => toWidth(r.width) },
    { header: h('format', width), type: 'number', value: (r) => toWidth(r.format) },
    { header: h('colours'), type: 'integer', value: (r) => r.numColor },
    { header: h('start'), type: 'date', value: (r) => wallClock(r.dateStart, timeZone) },
    { header: h('finish'), type: 'date', value: (r) => wallClock(r.dateFinish, timeZone) },
    { header: h('duration', 'h:mm'), type: 'duration', value: (r) => r.duration },
    { header: h('speed', speed), type: 'number', value: (r) => toSpeed(r.speedTotal) },
    { header: h('turning', speed), type: 'number', value: (r) => toSpeed(r.speedTurning) },
    { header: h('waste', length), type: 'number', value: (r) => toLength(r.wasteMeter) },
    { header: h('clean', length), type: 'number', value: (r) => toLength(r.cleanMeter) },
    { header: h('total', length), type: 'number', value: (r) => toLength(r.totalMeter) },
    { header: h('rolls'), type: 'integer', value: (r) => r.numRoll },
    { header: h('progress'), type: 'percent', value: (r) => r.progress },
  ]
  if (withCosts) {
    columns.push(
      { header: h('cost', units.currencySymbol), type: 'number', numFmt: '#,##0.00', value: (r) => r.poCost },
      {
        header: h('unitCost', `${units.currencySymbol}/m²`),
        type: 'number',
        numFmt: '0.000000',
        value: (r) => r.poCostSurface,
      },
    )
  }
  return columns
}
