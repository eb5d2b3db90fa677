/**
 * The texts of the maintenance audit PDF in the six interface languages (row(): ca, en, es, fr,
 * pt, ru, in that order), looked up for the reader with textsIn() (server/documents/texts.ts),
 * which fills `{date}`, `{name}` and `{zone}`.
 */
import { row, type Translated } from '../../../documents/texts'

export const auditTexts = {
  title: row(
    "Informe d'auditoria de manteniment",
    'Maintenance audit report',
    'Informe de auditoría de mantenimiento',
    "Rapport d'audit de maintenance",
    'Relatório de auditoria de manutenção',
    'Отчёт аудита технического обслуживания',
  ),
  plant: row('Planta', 'Plant', 'Planta', 'Usine', 'Fábrica', 'Завод'),
  generated: row(
    'Generat el {date} per {name}',
    'Generated on {date} by {name}',
    'Generado el {date} por {name}',
    'Généré le {date} par {name}',
    'Gerado em {date} por {name}',
    'Сформирован {date}, автор: {name}',
  ),
  timeZone: row(
    'Hores en el fus horari de la planta ({zone})',
    "Times in the plant's time zone ({zone})",
    'Horas en la zona horaria de la planta ({zone})',
    "Heures dans le fuseau horaire de l'usine ({zone})",
    'Horas no fuso horário da fábrica ({zone})',
    'Время в часовом поясе завода ({zone})',
  ),
  filters: row('Filtres', 'Filters', 'Filtros', 'Filtres', 'Filtros', 'Фильтры'),
  machines: row('Màquines', 'Machines', 'Máquinas', 'Machines', 'Máquinas', 'Машины'),
  assets: row('Actius', 'Assets', 'Activos', 'Équipements', 'Ativos', 'Узлы'),
  operators: row('Operaris', 'Operators', 'Operarios', 'Opérateurs', 'Operadores', 'Операторы'),
  states: row('Estats', 'States', 'Estados', 'États', 'Estados', 'Состояния'),
  types: row(
    'Tipus de tasca',
    'Task types',
    'Tipos de tarea',
    'Types de tâche',
    'Tipos de tarefa',
    'Типы задач',
  ),
  frequencies: row('Freqüències', 'Frequencies', 'Frecuencias', 'Fréquences', 'Frequências', 'Периодичность'),
  risks: row(
    'Nivells de risc',
    'Risk levels',
    'Niveles de riesgo',
    'Niveaux de risque',
    'Níveis de risco',
    'Уровни риска',
  ),
  initialDate: row(
    'Data inicial',
    'Initial date',
    'Fecha inicial',
    'Date de début',
    'Data inicial',
    'Начальная дата',
  ),
  finalDate: row('Data final', 'Final date', 'Fecha final', 'Date de fin', 'Data final', 'Конечная дата'),
  all: row('Tot', 'All', 'Todo', 'Tout', 'Tudo', 'Все'),
  summary: row('Resum', 'Summary', 'Resumen', 'Résumé', 'Resumo', 'Сводка'),
  workOrders: row(
    'Ordres de treball',
    'Work orders',
    'Órdenes de trabajo',
    'Ordres de travail',
    'Ordens de trabalho',
    'Наряды',
  ),
  timeSpent: row(
    'Temps registrat en ordres fetes',
    'Time recorded on done work',
    'Tiempo registrado en órdenes realizadas',
    'Temps enregistré sur les ordres réalisés',
    'Tempo registado nas ordens concluídas',
    'Время, затраченное на выполненные наряды',
  ),
  byRisk: row(
    'Per nivell de risc i estat',
    'By risk level and state',
    'Por nivel de riesgo y estado',
    'Par niveau de risque et état',
    'Por nível de risco e estado',
    'По уровню риска и состоянию',
  ),
  riskLegend: row(
    'Nivells de risc: 1-2 seguretat de les persones, 3-4 productivitat, 5 vida de la màquina, 0 sense classificar.',
    "Risk levels: 1-2 people's safety, 3-4 productivity, 5 machine life, 0 not classified.",
    'Niveles de riesgo: 1-2 seguridad de las personas, 3-4 productividad, 5 vida de la máquina, 0 sin clasificar.',
    'Niveaux de risque : 1-2 sécurité des personnes, 3-4 productivité, 5 durée de vie de la machine, 0 non classé.',
    'Níveis de risco: 1-2 segurança das pessoas, 3-4 produtividade, 5 vida útil da máquina, 0 não classificado.',
    'Уровни риска: 1-2 безопасность людей, 3-4 производительность, 5 ресурс машины, 0 не классифицирован.',
  ),
  total: row('Total', 'Total', 'Total', 'Total', 'Total', 'Итого'),
  meaning: row('Significat', 'Meaning', 'Significado', 'Signification', 'Significado', 'Значение'),
  noMatch: row(
    'Cap ordre de treball no coincideix amb aquests filtres.',
    'No work order matches these filters.',
    'Ninguna orden de trabajo coincide con estos filtros.',
    'Aucun ordre de travail ne correspond à ces filtres.',
    'Nenhuma ordem de trabalho corresponde a estes filtros.',
    'Нет нарядов, соответствующих этим фильтрам.',
  ),
  // Columns and details of a work order.
  date: row('Data', 'Date', 'Fecha', 'Date', 'Data', 'Дата'),
  task: row('Tasca', 'Task', 'Tarea', 'Tâche', 'Tarefa', 'Задача'),
  machine: row('Màquina', 'Machine', 'Máquina', 'Machine', 'Máquina', 'Машина'),
  asset: row('Actiu', 'Asset', 'Activo', 'Équipement', 'Ativo', 'Узел'),
  operator: row('Operari', 'Operator', 'Operario', 'Opérateur', 'Operador', 'Оператор'),
  risk: row('Risc', 'Risk', 'Riesgo', 'Risque', 'Risco', 'Риск'),
  state: row('Estat', 'State', 'Estado', 'État', 'Estado', 'Состояние'),
  duration: row('Durada', 'Duration', 'Duración', 'Durée', 'Duração', 'Длительность'),
  type: row('Tipus', 'Type', 'Tipo', 'Type', 'Tipo', 'Тип'),
  frequency: row('Freqüència', 'Frequency', 'Frecuencia', 'Fréquence', 'Frequência', 'Периодичность'),
  condition: row('Condició', 'Condition', 'Condición', 'Condition', 'Condição', 'Условие'),
  originalDate: row(
    'Prevista inicialment per al',
    'Originally planned for',
    'Prevista inicialmente para el',
    'Prévue initialement le',
    'Prevista inicialmente para',
    'Первоначально запланирован на',
  ),
  postponements: row('Ajornaments', 'Postponements', 'Aplazamientos', 'Reports', 'Adiamentos', 'Переносы'),
  notes: row('Notes', 'Notes', 'Notas', 'Notes', 'Notas', 'Примечания'),
  customer: row('Client', 'Customer', 'Cliente', 'Client', 'Cliente', 'Клиент'),
  job: row('Treball', 'Job', 'Trabajo', 'Travail', 'Trabalho', 'Работа'),
  reference: row('Referència', 'Reference', 'Referencia', 'Référence', 'Referência', 'Артикул'),
  grammage: row('Gramatge', 'Grammage', 'Gramaje', 'Grammage', 'Gramagem', 'Плотность'),
  thickness: row('Gruix', 'Thickness', 'Espesor', 'Épaisseur', 'Espessura', 'Толщина'),
  width: row('Amplada', 'Width', 'Ancho', 'Largeur', 'Largura', 'Ширина'),
  material: row('Material', 'Material', 'Material', 'Matière', 'Material', 'Материал'),
  noHistory: row(
    'Sense canvis registrats',
    'No recorded changes',
    'Sin cambios registrados',
    'Aucun changement enregistré',
    'Sem alterações registadas',
    'Изменений не зарегистрировано',
  ),
  continued: row(
    '(continuació)',
    '(continued)',
    '(continuación)',
    '(suite)',
    '(continuação)',
    '(продолжение)',
  ),
  doneOnDevice: row(
    'fet al dispositiu',
    'done on the device',
    'hecho en el dispositivo',
    "fait sur l'appareil",
    'feito no dispositivo',
    'выполнено на устройстве',
  ),
  transition: row('transició', 'transition', 'transición', 'transition', 'transição', 'переход'),
  /** After h:mm durations. */
  hours: row('h', 'h', 'h', 'h', 'h', 'ч'),
  page: row('Pàgina', 'Page', 'Página', 'Page', 'Página', 'Страница'),
  unassigned: row(
    'Sense assignar',
    'Unassigned',
    'Sin asignar',
    'Non assigné',
    'Sem atribuição',
    'Не назначен',
  ),
} satisfies Record<string, Translated>

export type AuditText = keyof typeof auditTexts

/** Work-order states as the report shows them: 1-4 as the list's codes, 5 a stored postponed/rescheduled. */
export const stateTexts: Record<number, Translated> = {
  1: row('Oberta', 'Open', 'Abierta', 'Ouverte', 'Aberta', 'Открыт'),
  2: row('Feta', 'Done', 'Realizada', 'Réalisée', 'Concluída', 'Выполнен'),
  3: row('Cancel·lada', 'Cancelled', 'Cancelada', 'Annulée', 'Cancelada', 'Отменён'),
  4: row('Vençuda', 'Outdated', 'Vencida', 'En retard', 'Em atraso', 'Просрочен'),
  5: row('Replanificada', 'Replanned', 'Replanificada', 'Replanifiée', 'Replaneada', 'Перенесён'),
}

/**
 * The meaning of each risk level (spec 002 §9: 1-2 people's safety, 3-4 productivity, 5 machine
 * life), each level distinct (issue 29): within a group the lower level is the higher risk, as on
 * the screens (src/features/maintenance/components/labels.ts).
 */
export const riskTexts: Record<number, Translated> = {
  0: row(
    'Sense classificar',
    'Not classified',
    'Sin clasificar',
    'Non classé',
    'Não classificado',
    'Не классифицирован',
  ),
  1: row(
    'Seguretat de les persones, alt',
    "People's safety, high",
    'Seguridad de las personas, alto',
    'Sécurité des personnes, élevé',
    'Segurança das pessoas, alto',
    'Безопасность людей, высокий',
  ),
  2: row(
    'Seguretat de les persones, moderat',
    "People's safety, moderate",
    'Seguridad de las personas, moderado',
    'Sécurité des personnes, modéré',
    'Segurança das pessoas, moderado',
    'Безопасность людей, умеренный',
  ),
  3: row(
    'Productivitat, alt',
    'Productivity, high',
    'Productividad, alto',
    'Productivité, élevé',
    'Produtividade, alto',
    'Производительность, высокий',
  ),
  4: row(
    'Productivitat, moderat',
    'Productivity, moderate',
    'Productividad, moderado',
    'Productivité, modéré',
    'Produtividade, moderado',
    'Производительность, умеренный',
  ),
  5: row(
    'Vida de la màquina',
    'Machine life',
    'Vida de la máquina',
    'Durée de vie de la machine',
    'Vida útil da máquina',
    'Ресурс машины',
  ),
}
/** The text of a risk level. */
export const riskMeaning = (risk: number): Translated => riskTexts[risk] ?? riskTexts[0]

export const typeTexts: Record<string, Translated> = {
  adjust: row('Ajust', 'Adjustment', 'Ajuste', 'Réglage', 'Ajuste', 'Регулировка'),
  clean: row('Neteja', 'Cleaning', 'Limpieza', 'Nettoyage', 'Limpeza', 'Очистка'),
  grease: row('Greixatge', 'Greasing', 'Engrase', 'Graissage', 'Lubrificação', 'Смазка'),
  review: row('Revisió', 'Review', 'Revisión', 'Contrôle', 'Revisão', 'Осмотр'),
  substitute: row('Substitució', 'Replacement', 'Sustitución', 'Remplacement', 'Substituição', 'Замена'),
}

export const conditionTexts: Record<string, Translated> = {
  stopped: row(
    'Màquina aturada',
    'Machine stopped',
    'Máquina parada',
    'Machine arrêtée',
    'Máquina parada',
    'Машина остановлена',
  ),
  running: row(
    'Màquina en marxa',
    'Machine running',
    'Máquina en marcha',
    'Machine en marche',
    'Máquina em funcionamento',
    'Машина работает',
  ),
  locked_out: row(
    'Bloquejada i consignada',
    'Locked out',
    'Bloqueada y consignada',
    'Consignée',
    'Bloqueada e etiquetada',
    'Заблокирована (LOTO)',
  ),
}

export const frequencyTexts: Record<string, Translated> = {
  daily: row('Diària', 'Daily', 'Diaria', 'Quotidienne', 'Diária', 'Ежедневно'),
  weekly: row('Setmanal', 'Weekly', 'Semanal', 'Hebdomadaire', 'Semanal', 'Еженедельно'),
  monthly: row('Mensual', 'Monthly', 'Mensual', 'Mensuelle', 'Mensal', 'Ежемесячно'),
  yearly: row('Anual', 'Yearly', 'Anual', 'Annuelle', 'Anual', 'Ежегодно'),
  custom: row('Personalitzada', 'Custom', 'Personalizada', 'Personnalisée', 'Personalizada', 'Особая'),
  none: row('Puntual', 'One-off', 'Puntual', 'Ponctuelle', 'Pontual', 'Разовая'),
  /** A task that recurs by use (issue 33); alone, or beside its calendar frequency. */
  byUse: row('Per ús', 'By use', 'Por uso', "À l'usage", 'Por utilização', 'По наработке'),
}

/** What a history row records (maintenanceHistoryEntrySchema's action). */
export const actionTexts: Record<string, Translated> = {
  create: row('Creada', 'Created', 'Creada', 'Créée', 'Criada', 'Создан'),
  complete: row('Completada', 'Completed', 'Completada', 'Terminée', 'Concluída', 'Выполнен'),
  postpone: row('Ajornada', 'Postponed', 'Aplazada', 'Reportée', 'Adiada', 'Отложен'),
  reschedule: row('Reprogramada', 'Rescheduled', 'Reprogramada', 'Replanifiée', 'Reprogramada', 'Перенесён'),
  reopen: row('Reoberta', 'Reopened', 'Reabierta', 'Rouverte', 'Reaberta', 'Открыт снова'),
  cancel: row('Cancel·lada', 'Cancelled', 'Cancelada', 'Annulée', 'Cancelada', 'Отменён'),
  edit: row('Editada', 'Edited', 'Editada', 'Modifiée', 'Editada', 'Изменён'),
  /** An 'edit' that answered a procedure step (the row carries the answer, issue 33). */
  answer: row(
    'Pas respost',
    'Step answered',
    'Paso respondido',
    'Étape renseignée',
    'Passo respondido',
    'Шаг заполнен',
  ),
  request: row(
    'Sol·licitada des de planta',
    'Requested from the floor',
    'Solicitada desde planta',
    "Demandée par l'atelier",
    'Pedida pela fábrica',
    'Заявка из цеха',
  ),
}
