/**
 * The columns of the historical Excel export (spec 000 §3.3): every field of a row, headers in the
 * user's language with the user's units, values converted to those units. Costs only for
 * ROLE_JOB_COSTING (the rows carry none otherwise).
 */
import type { HistoricRow } from '../../../src/contract/historic'
import { metersPerMinToFeetPerMin, metersToFeet, mmToInches } from '../../../src/contract/units'
import { wallClock } from '../../documents/plant-time'
import { inLanguage, row, type Translated } from '../../documents/texts'
import type { ExportColumn } from '../../documents/workbook'
import { exportLabels } from '../export/common-labels'

export interface ExportUnits {
  imperial: boolean
  currencySymbol: string
}

const H = {
  sheet: row('Històric', 'Historical', 'Histórico', 'Historique', 'Histórico', 'История'),
  machine: exportLabels.machine,
  line: row('Línia', 'Machine line', 'Línea', 'Ligne', 'Linha', 'Линия'),
  reference: row('Referència', 'Reference', 'Referencia', 'Référence', 'Referência', 'Референс'),
  job: row('Treball', 'Job', 'Trabajo', 'Travail', 'Trabalho', 'Работа'),
  customer: row('Client', 'Customer', 'Cliente', 'Client', 'Cliente', 'Клиент'),
  operator: row('Operaris', 'Operators', 'Operarios', 'Opérateurs', 'Operadores', 'Операторы'),
  material: row('Material', 'Material', 'Material', 'Matériau', 'Material', 'Материал'),
  width: row('Amplada', 'Width', 'Ancho', 'Largeur', 'Largura', 'Ширина'),
  format: row('Format', 'Format', 'Formato', 'Format', 'Formato', 'Формат'),
  colours: row('Tinters', 'Inkwells', 'Tinteros', 'Encriers', 'Tinteiros', 'Красочные секции'),
  start: row('Inici', 'Start', 'Inicio', 'Début', 'Início', 'Начало'),
  finish: row('Fi', 'Finish', 'Fin', 'Fin', 'Fim', 'Окончание'),
  duration: exportLabels.duration,
  speed: exportLabels.averageSpeed,
  turning: exportLabels.turningSpeed,
  waste: row('Rebuig', 'Waste', 'Desperdicio', 'Gâche', 'Desperdício', 'Отходы'),
  clean: row('Productius', 'Productive', 'Productivos', 'Productifs', 'Produtivos', 'Годные'),
  total: row('Total', 'Total', 'Total', 'Total', 'Total', 'Всего'),
  rolls: row('Bobines', 'Rolls', 'Bobinas', 'Bobines', 'Bobinas', 'Рулоны'),
  progress: row('Progrés', 'Progress', 'Progreso', 'Avancement', 'Progresso', 'Прогресс'),
  cost: row('Cost total', 'Total cost', 'Coste total', 'Coût total', 'Custo total', 'Общая стоимость'),
  unitCost: row(
    'Cost unitari',
    'Unit cost',
    'Coste unitario',
    'Coût unitaire',
    'Custo unitário',
    'Удельная стоимость',
  ),
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
