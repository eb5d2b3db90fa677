import { passwordSchema } from '@/contract/session'

export type PasswordProblem = 'required' | 'too-short' | 'mismatch'

/**
 * The own password change (spec 002 §5 "Account fields"): the current password is needed, the new
 * one has at least 8 characters, and its repetition matches. The first problem found, or null.
 */
export function passwordChangeProblem(current: string, next: string, repeat: string): PasswordProblem | null {
  if (current.length === 0 || next.length === 0 || repeat.length === 0) return 'required'
  if (!passwordSchema.safeParse(next).success) return 'too-short'
  if (next !== repeat) return 'mismatch'
  return null
}
