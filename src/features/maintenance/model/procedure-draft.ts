/**
 * The task form's procedure editor, pure: the steps as the form holds them (numbers as typed,
 * options as lines), adding, removing and moving steps, and the `procedure` multipart field the
 * server reads (contract/maintenance-tasks.ts): JSON of `procedureSchema`, an empty text to clear
 * the task's procedure, or no field at all when the editor was not touched (the task's is kept).
 * A step keeps its id when edited or moved, so the answers of work orders already planned still
 * point at the step they answered; a new step takes the next free `s<n>`.
 */
import {
  type Procedure,
  type ProcedureStep,
  procedureSchema,
  type StepKind,
} from '@/contract/maintenance-procedures'

export interface DraftStep {
  id: string
  kind: StepKind
  title: string
  help: string
  required: boolean
  /** A reading's unit and limits ('' while empty). */
  unit: string
  min: number | string
  max: number | string
  /** A choice's options, one per entry. */
  options: string[]
}

export function draftFromProcedure(procedure: Procedure | null | undefined): DraftStep[] {
  return (procedure?.steps ?? []).map((step) => ({
    id: step.id,
    kind: step.kind,
    title: step.title,
    help: step.help ?? '',
    required: step.required,
    unit: step.kind === 'reading' ? step.unit : '',
    min: step.kind === 'reading' ? (step.min ?? '') : '',
    max: step.kind === 'reading' ? (step.max ?? '') : '',
    options: step.kind === 'choice' ? [...step.options] : [],
  }))
}

/** The next free id of the `s<n>` kind, also past the ids in `taken`. */
function nextId(steps: DraftStep[], taken: ReadonlySet<string> = new Set()): string {
  const used = new Set([...taken, ...steps.map((s) => s.id)])
  let n = steps.length + 1
  while (used.has(`s${n}`)) n++
  return `s${n}`
}

export function addStep(steps: DraftStep[], kind: StepKind): DraftStep[] {
  const step: DraftStep = {
    id: nextId(steps),
    kind,
    title: '',
    help: '',
    // A sign-off closes the procedure: required by default; the rest optional until said so.
    required: kind === 'signoff',
    unit: '',
    min: '',
    max: '',
    options: kind === 'choice' ? ['', ''] : [],
  }
  return [...steps, step]
}

/**
 * Another task's procedure as the steps of this one (the procedure library of issue 33 is reuse:
 * "Copy steps from another task"): kinds, titles, help, required, units, limits and options kept,
 * each step a new id made as the editor makes them, `s<n>`, past every id in `taken` (the ids of
 * the steps it replaces and of the task's saved procedure). So a copied step never takes the id of
 * a step it replaces, and answers given to the task's earlier steps never seem to answer another.
 */
export function copyProcedureSteps(source: Procedure, taken: Iterable<string> = []): DraftStep[] {
  const reserved = new Set(taken)
  const copied: DraftStep[] = []
  for (const step of draftFromProcedure(source)) copied.push({ ...step, id: nextId(copied, reserved) })
  return copied
}

export const removeStep = (steps: DraftStep[], index: number) => steps.filter((_, i) => i !== index)

/** Swaps a step with its neighbour above (-1) or below (+1); out of bounds: unchanged. */
export function moveStep(steps: DraftStep[], index: number, delta: -1 | 1): DraftStep[] {
  const target = index + delta
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return steps
  const moved = [...steps]
  ;[moved[index], moved[target]] = [moved[target], moved[index]]
  return moved
}

export const updateStep = (steps: DraftStep[], index: number, patch: Partial<DraftStep>) =>
  steps.map((s, i) => (i === index ? { ...s, ...patch } : s))

const limit = (v: number | string) => (v === '' ? null : typeof v === 'number' ? v : Number(v))

function stepOf(d: DraftStep): ProcedureStep {
  const base = {
    id: d.id,
    title: d.title.trim(),
    required: d.required,
    ...(d.help.trim() ? { help: d.help.trim() } : {}),
  }
  switch (d.kind) {
    case 'reading':
      return { ...base, kind: 'reading', unit: d.unit.trim(), min: limit(d.min), max: limit(d.max) }
    case 'choice':
      return { ...base, kind: 'choice', options: d.options.map((o) => o.trim()).filter(Boolean) }
    default:
      return { ...base, kind: d.kind }
  }
}

/** Which field of which step is wrong, for the editor to mark ("title", "unit", "max", "options"). */
export type DraftProblems = Record<
  number,
  Partial<Record<'title' | 'unit' | 'min' | 'max' | 'options', true>>
>

/**
 * The procedure to send, checked with the contract's schema (the server's): null for no steps;
 * else the problems by step and field.
 */
export function procedureFromDraft(
  steps: DraftStep[],
): { ok: true; procedure: Procedure | null } | { ok: false; problems: DraftProblems } {
  if (steps.length === 0) return { ok: true, procedure: null }
  const parsed = procedureSchema.safeParse({ steps: steps.map(stepOf) })
  if (parsed.success) return { ok: true, procedure: parsed.data }
  const problems: DraftProblems = {}
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path
    if (typeof index !== 'number') continue
    const name =
      field === 'options' || field === 'unit' || field === 'min' || field === 'max' ? field : 'title'
    problems[index] = { ...problems[index], [name]: true }
  }
  return { ok: false, problems }
}

/**
 * The multipart field: absent when the editor was not touched (the server keeps the task's), ''
 * to clear it, else the JSON text.
 */
export function procedureField(procedure: Procedure | null, touched: boolean): { procedure?: string } {
  if (!touched) return {}
  return { procedure: procedure ? JSON.stringify(procedure) : '' }
}
