/**
 * A work order's procedure answers as the auditor reads them (issue 33), in the audit PDF and the
 * report mail: one line per answered step (its title and answer; a reading with its unit and
 * range, a sign-off with who and when and how it was confirmed), marked when out of limits, and
 * "n steps out of limits"; the same words for an answer's row in the history (answerWording).
 * Texts as row(ca, en, es, fr, pt, ru) like audit-texts.ts; the maintenance languages (en, es,
 * pt) are the ones a maintenance reader chooses.
 */
import type { Procedure, ProcedureStep, StepAnswer } from '../../../../src/contract/maintenance-procedures'
import type { ReaderProfile } from '../../../documents/reader'
import { readerFormat } from '../../../documents/reader-format'
import { row, type Translated, textsIn } from '../../../documents/texts'

export const procedureTexts = {
  procedure: row('Procediment', 'Procedure', 'Procedimiento', 'Procédure', 'Procedimento', 'Процедура'),
  pass: row('Correcte', 'Pass', 'Correcto', 'Conforme', 'Conforme', 'Норма'),
  fail: row('Incorrecte', 'Fail', 'Incorrecto', 'Non conforme', 'Não conforme', 'Не норма'),
  na: row('No aplica', 'N/A', 'No aplica', 'Sans objet', 'Não aplicável', 'Неприменимо'),
  photo: row('Foto', 'Photo', 'Foto', 'Photo', 'Fotografia', 'Фото'),
  range: row('interval', 'range', 'rango', 'plage', 'intervalo', 'диапазон'),
  signedBy: row(
    'signat per {name} el {date}',
    'signed by {name} at {date}',
    'firmado por {name} el {date}',
    'signé par {name} le {date}',
    'assinado por {name} em {date}',
    'подписано: {name}, {date}',
  ),
  bySignature: row('signatura', 'signature', 'firma', 'signature', 'assinatura', 'подпись'),
  byPassword: row('contrasenya', 'password', 'contraseña', 'mot de passe', 'palavra-passe', 'пароль'),
  outOfLimits: row(
    'fora de límits',
    'out of limits',
    'fuera de límites',
    'hors limites',
    'fora dos limites',
    'вне допусков',
  ),
  oneOutOfLimits: row(
    '1 pas fora de límits',
    '1 step out of limits',
    '1 paso fuera de límites',
    '1 étape hors limites',
    '1 passo fora dos limites',
    '1 шаг вне допусков',
  ),
  manyOutOfLimits: row(
    '{count} passos fora de límits',
    '{count} steps out of limits',
    '{count} pasos fuera de límites',
    '{count} étapes hors limites',
    '{count} passos fora dos limites',
    'Шагов вне допусков: {count}',
  ),
} satisfies Record<string, Translated>

export interface ProcedureLine {
  text: string
  outOfLimits: boolean
}

/** An answer as answerWording() words it: the stored answer, or a history row's (issue 33). */
export type WordedAnswer = Pick<
  StepAnswer,
  'stepId' | 'value' | 'answeredBy' | 'answeredAt' | 'outOfLimits'
> & {
  notes?: string | null
}

/**
 * One answered step in the reader's words: its title and answer, "[out of limits]" when it is, and
 * the technician's note. For the procedure's lines and for the answer rows of the history (whose
 * step, should the work order no longer have it, goes by its id and its reading by its number).
 */
export function answerWording(reader: ReaderProfile) {
  const tr = textsIn(procedureTexts, reader.language)
  const format = readerFormat(reader)
  return (step: ProcedureStep | undefined, answer: WordedAnswer): string => {
    const mark = answer.outOfLimits ? ` [${tr('outOfLimits')}]` : ''
    const notes = answer.notes ? ` «${answer.notes}»` : ''
    return `${step?.title ?? answer.stepId}: ${answerText(step, answer, tr, format)}${mark}${notes}`
  }
}

/** The answered steps in the procedure's order, then the out-of-limits count (none: no line). */
export function procedureLines(
  procedure: Procedure | null | undefined,
  answers: readonly StepAnswer[] | undefined,
  reader: ReaderProfile,
): ProcedureLine[] {
  if (!procedure || !answers || answers.length === 0) return []
  const tr = textsIn(procedureTexts, reader.language)
  const format = readerFormat(reader)
  const line = answerWording(reader)
  const byStep = new Map(answers.map((a) => [a.stepId, a]))
  const lines = procedure.steps.flatMap((step) => {
    const answer = byStep.get(step.id)
    if (!answer) return []
    return [{ text: line(step, answer), outOfLimits: answer.outOfLimits }]
  })
  const out = lines.filter((l) => l.outOfLimits).length
  if (out > 0) {
    const text = out === 1 ? tr('oneOutOfLimits') : tr('manyOutOfLimits', { count: format.num(out) })
    lines.push({ text, outOfLimits: true })
  }
  return lines
}

type Tr = ReturnType<typeof textsIn<keyof typeof procedureTexts>>
type Format = ReturnType<typeof readerFormat>

function answerText(step: ProcedureStep | undefined, answer: WordedAnswer, tr: Tr, format: Format): string {
  const { value } = answer
  switch (value.kind) {
    case 'check':
      return tr(value.result)
    case 'reading': {
      if (step?.kind !== 'reading') return format.num(value.value, 3, true)
      const n = (v: number) => format.num(v, 3, true)
      const range =
        step.min !== null && step.max !== null
          ? `${n(step.min)}–${n(step.max)}`
          : step.max !== null
            ? `≤ ${n(step.max)}`
            : step.min !== null
              ? `≥ ${n(step.min)}`
              : null
      return `${n(value.value)} ${step.unit}${range ? ` (${tr('range')} ${range} ${step.unit})` : ''}`
    }
    case 'choice':
      return value.option
    case 'text':
      return value.text
    case 'photo':
      return tr('photo')
    case 'signoff': {
      const how = value.confirmedBy === 'signature' ? tr('bySignature') : tr('byPassword')
      return `${tr('signedBy', { name: answer.answeredBy, date: format.instant(answer.answeredAt) })} (${how})`
    }
  }
}
