export type AliasProblem = 'required' | 'special-characters' | 'too-long'

/** The same characters apiKeyAliasSchema accepts (src/contract/account.ts), without loading zod here. */
const allowed = /^[\p{L}\p{N} _-]+$/u
export const ALIAS_MAX_LENGTH = 60

/** An API key alias (spec 002 §5): required; letters, digits, spaces, - and _ only. */
export function aliasProblem(alias: string): AliasProblem | null {
  const trimmed = alias.trim()
  if (trimmed.length === 0) return 'required'
  if (!allowed.test(trimmed)) return 'special-characters'
  if (trimmed.length > ALIAS_MAX_LENGTH) return 'too-long'
  return null
}
