import { type SupportMessageRequest, supportMessageRequestSchema } from '@/contract/account'

export type SupportField = 'subject' | 'message'
export type SupportProblem = { kind: 'required' } | { kind: 'too-long'; max: number }

/**
 * The support form checked with the contract schema the server validates with, so the form and the
 * API cannot disagree about what a valid message is. Answers the parsed message, or what is wrong
 * with each field.
 */
export function checkSupportForm(
  values: Record<SupportField, string>,
):
  | { ok: true; message: SupportMessageRequest }
  | { ok: false; problems: Partial<Record<SupportField, SupportProblem>> } {
  const parsed = supportMessageRequestSchema.safeParse(values)
  if (parsed.success) return { ok: true, message: parsed.data }
  const problems: Partial<Record<SupportField, SupportProblem>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field !== 'subject' && field !== 'message') || problems[field]) continue
    problems[field] =
      issue.code === 'too_big' ? { kind: 'too-long', max: Number(issue.maximum) } : { kind: 'required' }
  }
  return { ok: false, problems }
}
