/**
 * Export texts more than one workbook uses (historical, statistics, inactivities), one entry per
 * interface language, so a header reads the same in every file.
 */
import { row, type Translated } from '../../documents/texts'

export const exportLabels = {
  machine: row('Màquina', 'Machine', 'Máquina', 'Machine', 'Máquina', 'Машина'),
  averageSpeed: row(
    'Velocitat mitjana',
    'Average speed',
    'Velocidad media',
    'Vitesse moyenne',
    'Velocidade média',
    'Средняя скорость',
  ),
  turningSpeed: row(
    'Velocitat de tiratge',
    'Turning speed',
    'Velocidad de tirada',
    'Vitesse de tirage',
    'Velocidade de tiragem',
    'Скорость тиража',
  ),
  duration: row('Durada', 'Duration', 'Duración', 'Durée', 'Duração', 'Длительность'),
} satisfies Record<string, Translated>
