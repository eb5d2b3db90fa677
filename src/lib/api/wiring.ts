/**
 * What the HTTP client needs from the app (the token, the 401 reaction), kept apart from the
 * client itself so the app can wire it at start without loading ky into the first chunk.
 */
export interface ApiHooks {
  getToken: () => string | null
  /** `code`: the 401's error code (PASSWORD_CHANGED says why the session ended), null if none. */
  onUnauthorized: (code: string | null) => void
}

export const apiWiring: ApiHooks = { getToken: () => null, onUnauthorized: () => {} }

export function configureApi(hooks: ApiHooks) {
  apiWiring.getToken = hooks.getToken
  apiWiring.onUnauthorized = hooks.onUnauthorized
}
