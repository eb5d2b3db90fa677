import type { Messages } from '@lingui/core'

/**
 * Lingui 5's CLI and Vite plugin key compiled catalogs by a generated id in standard base64
 * ('6GYhV/'), while @lingui/swc-plugin 6 (the macro compiler in vite.config.ts) emits the same
 * hash in base64url ('6GYhV_'). About one message in six has a '+' or '/' in its id and would
 * otherwise never be found: shown in English in development, and as the raw id in production
 * builds, where the macro strips the source text. Each compiled id is also registered under its
 * base64url spelling; the original key stays, so explicit ids are untouched.
 */
export function withUrlSafeIds(messages: Messages): Messages {
  const out: Messages = { ...messages }
  for (const [id, message] of Object.entries(messages)) {
    if (!/[+/]/.test(id)) continue
    const urlSafe = id.replaceAll('+', '-').replaceAll('/', '_')
    if (!(urlSafe in out)) out[urlSafe] = message
  }
  return out
}
