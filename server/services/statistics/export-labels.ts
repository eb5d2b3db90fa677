/**
 * The texts of the statistics and inactivity Excel exports (issue 14), one entry per interface
 * language, worded as the screens word them (locales/<language>/production.po).
 */

import { inLanguage, type Translated } from '../../documents/texts'
import { exportLabels } from '../export/common-labels'

export const statisticsLabels = {
  statisticsSheet: {
    ca_ES: 'Estadístiques',
    en_EN: 'Statistics',
    es_ES: 'Estadísticas',
    fr_FR: 'Statistiques',
    pt_PT: 'Estatísticas',
    ru_RU: 'Статистика',
  },
  inactivitySheet: {
    ca_ES: 'Inactivitats',
    en_EN: 'Inactivities',
    es_ES: 'Inactividades',
    fr_FR: 'Inactivités',
    pt_PT: 'Inatividades',
    ru_RU: 'Простои',
  },
  machine: exportLabels.machine,
  period: {
    ca_ES: 'Període',
    en_EN: 'Period',
    es_ES: 'Periodo',
    fr_FR: 'Période',
    pt_PT: 'Período',
    ru_RU: 'Период',
  },
  periodLength: {
    ca_ES: 'Durada del període',
    en_EN: 'Period length',
    es_ES: 'Duración del periodo',
    fr_FR: 'Durée de la période',
    pt_PT: 'Duração do período',
    ru_RU: 'Длительность периода',
  },
  cm: {
    ca_ES: 'Canvi mecànic',
    en_EN: 'Mechanical change',
    es_ES: 'Cambio mecánico',
    fr_FR: 'Changement mécanique',
    pt_PT: 'Mudança mecânica',
    ru_RU: 'Механическая переналадка',
  },
  aa: {
    ca_ES: 'Ajust',
    en_EN: 'Adjustment',
    es_ES: 'Ajuste',
    fr_FR: 'Réglage',
    pt_PT: 'Afinação',
    ru_RU: 'Наладка',
  },
  eg: {
    ca_ES: 'Tiratge',
    en_EN: 'Turning',
    es_ES: 'Tirada',
    fr_FR: 'Tirage',
    pt_PT: 'Tiragem',
    ru_RU: 'Тираж',
  },
  inactivity: {
    ca_ES: 'inactivitat',
    en_EN: 'inactivity',
    es_ES: 'inactividad',
    fr_FR: 'inactivité',
    pt_PT: 'inatividade',
    ru_RU: 'простой',
  },
  powerOff: {
    ca_ES: 'apagada',
    en_EN: 'power off',
    es_ES: 'apagada',
    fr_FR: 'arrêt',
    pt_PT: 'desligada',
    ru_RU: 'выключена',
  },
  meters: {
    ca_ES: 'metres',
    en_EN: 'meters',
    es_ES: 'metros',
    fr_FR: 'mètres',
    pt_PT: 'metros',
    ru_RU: 'метры',
  },
  inactivityMeters: {
    ca_ES: 'Metres en inactivitat',
    en_EN: 'Inactivity meters',
    es_ES: 'Metros en inactividad',
    fr_FR: 'Mètres en inactivité',
    pt_PT: 'Metros em inatividade',
    ru_RU: 'Метры при простое',
  },
  speed: exportLabels.averageSpeed,
  turningSpeed: exportLabels.turningSpeed,
  orders: {
    ca_ES: 'Ordres',
    en_EN: 'Orders',
    es_ES: 'Órdenes',
    fr_FR: 'Ordres',
    pt_PT: 'Ordens',
    ru_RU: 'Заказы',
  },
  ink: {
    ca_ES: 'Tinta consumida',
    en_EN: 'Ink consumed',
    es_ES: 'Tinta consumida',
    fr_FR: 'Encre consommée',
    pt_PT: 'Tinta consumida',
    ru_RU: 'Расход краски',
  },
  printedCodes: {
    ca_ES: 'Codis impresos',
    en_EN: 'Printed codes',
    es_ES: 'Códigos impresos',
    fr_FR: 'Codes imprimés',
    pt_PT: 'Códigos impressos',
    ru_RU: 'Напечатанные коды',
  },
  description: {
    ca_ES: 'Descripció',
    en_EN: 'Description',
    es_ES: 'Descripción',
    fr_FR: 'Description',
    pt_PT: 'Descrição',
    ru_RU: 'Описание',
  },
  category: {
    ca_ES: 'Categoria',
    en_EN: 'Category',
    es_ES: 'Categoría',
    fr_FR: 'Catégorie',
    pt_PT: 'Categoria',
    ru_RU: 'Категория',
  },
  duration: exportLabels.duration,
  repeats: {
    ca_ES: 'Repeticions',
    en_EN: 'Repeats',
    es_ES: 'Repeticiones',
    fr_FR: 'Répétitions',
    pt_PT: 'Repetições',
    ru_RU: 'Повторы',
  },
  process: {
    ca_ES: 'Procés',
    en_EN: 'Process',
    es_ES: 'Proceso',
    fr_FR: 'Processus',
    pt_PT: 'Processo',
    ru_RU: 'Процесс',
  },
  machineCategory: exportLabels.machine,
  machineSubtotal: {
    ca_ES: 'Subtotal de màquina',
    en_EN: 'Machine subtotal',
    es_ES: 'Subtotal de máquina',
    fr_FR: 'Sous-total machine',
    pt_PT: 'Subtotal de máquina',
    ru_RU: 'Подытог по машине',
  },
  processSubtotal: {
    ca_ES: 'Subtotal de procés',
    en_EN: 'Process subtotal',
    es_ES: 'Subtotal de proceso',
    fr_FR: 'Sous-total processus',
    pt_PT: 'Subtotal de processo',
    ru_RU: 'Подытог по процессу',
  },
  total: { ca_ES: 'Total', en_EN: 'Total', es_ES: 'Total', fr_FR: 'Total', pt_PT: 'Total', ru_RU: 'Итого' },
} satisfies Record<string, Translated>

export type StatisticsLabel = keyof typeof statisticsLabels

/** A label in `language` (English for a code the catalogs lack), with its unit in brackets if given. */
export function statisticsLabel(language: string, key: StatisticsLabel, unit?: string): string {
  const text = inLanguage(statisticsLabels[key], language)
  return unit ? `${text} (${unit})` : text
}

/** "Turning inactivity", "Turning power off", "Turning meters": a state and what part of it. */
export function stateLabel(
  language: string,
  state: 'cm' | 'aa' | 'eg',
  part: 'inactivity' | 'powerOff' | 'meters' | null,
  unit?: string,
): string {
  const text = part
    ? `${inLanguage(statisticsLabels[state], language)}: ${inLanguage(statisticsLabels[part], language)}`
    : inLanguage(statisticsLabels[state], language)
  return unit ? `${text} (${unit})` : text
}
