/**
 * The text rule of the validation layer (server/http/safe-input.ts), here so that services that check
 * a value themselves (server/services/account/crypto.ts) use the same one without importing http.
 */

/** ES2024's String#isWellFormed (Node 20 has it; the project's type lib stops at ES2023). */
type Es2024String = string & { isWellFormed(): boolean }

/** A NUL byte, or a lone surrogate (isWellFormed is false exactly then). */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || !(text as Es2024String).isWellFormed()
}
