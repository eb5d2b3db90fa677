/**
 * The texts of the statistics and inactivity Excel exports (issue 14), one entry per interface
 * language, worded as the screens word them (locales/<language>/production.po).
 */

import { inLanguage, row, type Translated } from '../../documents/texts'
import { exportLabels } from '../export/common-labels'

export const statisticsLabels = {
  statisticsSheet: row(
    'Estadístiques',
    'Statistics',
    'Estadísticas',
    'Statistiques',
    'Estatísticas',
    'Статистика',
  ),
  inactivitySheet: row(
    'Inactivitats',
    'Inactivities',
    'Inactividades',
    'Inactivités',
    'Inatividades',
    'Простои',
  ),
  machine: exportLabels.machine,
  period: row('Període', 'Period', 'Periodo', 'Période', 'Período', 'Период'),
  periodLength: row(
    'Durada del període',
    'Period length',
    'Duración del periodo',
    'Durée de la période',
    'Duração do período',
    'Длительность периода',
  ),
  cm: row(
    'Canvi mecànic',
    'Mechanical change',
    'Cambio mecánico',
    'Changement mécanique',
    'Mudança mecânica',
    'Механическая переналадка',
  ),
  aa: row('Ajust', 'Adjustment', 'Ajuste', 'Réglage', 'Afinação', 'Наладка'),
  eg: row('Tiratge', 'Turning', 'Tirada', 'Tirage', 'Tiragem', 'Тираж'),
  inactivity: row('inactivitat', 'inactivity', 'inactividad', 'inactivité', 'inatividade', 'простой'),
  powerOff: row('apagada', 'power off', 'apagada', 'arrêt', 'desligada', 'выключена'),
  meters: row('metres', 'meters', 'metros', 'mètres', 'metros', 'метры'),
  inactivityMeters: row(
    'Metres en inactivitat',
    'Inactivity meters',
    'Metros en inactividad',
    'Mètres en inactivité',
    'Metros em inatividade',
    'Метры при простое',
  ),
  speed: exportLabels.averageSpeed,
  turningSpeed: exportLabels.turningSpeed,
  orders: row('Ordres', 'Orders', 'Órdenes', 'Ordres', 'Ordens', 'Заказы'),
  ink: row(
    'Tinta consumida',
    'Ink consumed',
    'Tinta consumida',
    'Encre consommée',
    'Tinta consumida',
    'Расход краски',
  ),
  printedCodes: row(
    'Codis impresos',
    'Printed codes',
    'Códigos impresos',
    'Codes imprimés',
    'Códigos impressos',
    'Напечатанные коды',
  ),
  description: row('Descripció', 'Description', 'Descripción', 'Description', 'Descrição', 'Описание'),
  category: row('Categoria', 'Category', 'Categoría', 'Catégorie', 'Categoria', 'Категория'),
  duration: exportLabels.duration,
  repeats: row('Repeticions', 'Repeats', 'Repeticiones', 'Répétitions', 'Repetições', 'Повторы'),
  process: row('Procés', 'Process', 'Proceso', 'Processus', 'Processo', 'Процесс'),
  machineCategory: exportLabels.machine,
  machineSubtotal: row(
    'Subtotal de màquina',
    'Machine subtotal',
    'Subtotal de máquina',
    'Sous-total machine',
    'Subtotal de máquina',
    'Подытог по машине',
  ),
  processSubtotal: row(
    'Subtotal de procés',
    'Process subtotal',
    'Subtotal de proceso',
    'Sous-total processus',
    'Subtotal de processo',
    'Подытог по процессу',
  ),
  total: row('Total', 'Total', 'Total', 'Total', 'Total', 'Итого'),
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
