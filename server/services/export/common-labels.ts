/**
 * Export texts more than one workbook uses (historical, statistics, inactivities), one entry per
 * interface language, so a header reads the same in every file.
 */
import type { Translated } from '../../documents/texts'

export const exportLabels = {
  machine: {
    ca_ES: 'Màquina',
    en_EN: 'Machine',
    es_ES: 'Máquina',
    fr_FR: 'Machine',
    pt_PT: 'Máquina',
    ru_RU: 'Машина',
  },
  averageSpeed: {
    ca_ES: 'Velocitat mitjana',
    en_EN: 'Average speed',
    es_ES: 'Velocidad media',
    fr_FR: 'Vitesse moyenne',
    pt_PT: 'Velocidade média',
    ru_RU: 'Средняя скорость',
  },
  turningSpeed: {
    ca_ES: 'Velocitat de tiratge',
    en_EN: 'Turning speed',
    es_ES: 'Velocidad de tirada',
    fr_FR: 'Vitesse de tirage',
    pt_PT: 'Velocidade de tiragem',
    ru_RU: 'Скорость тиража',
  },
  duration: {
    ca_ES: 'Durada',
    en_EN: 'Duration',
    es_ES: 'Duración',
    fr_FR: 'Durée',
    pt_PT: 'Duração',
    ru_RU: 'Длительность',
  },
} satisfies Record<string, Translated>
