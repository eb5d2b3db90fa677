/**
 * Where old links and sign-in land (spec 000 §2.1, 002 §2.1): /new, /new/* and /#/* lead to their
 * plain paths; after sign-in the user goes to redirectTo, else to the hash, else /home. Targets
 * must be paths inside the app, so a crafted link cannot send a user elsewhere.
 */

export const defaultAfterLogin = '/home'

/** True for "/x..." paths of this app; rejects absolute and protocol-relative URLs. */
export function isInternalPath(value: string | null | undefined): value is string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false
  // No control characters (a tab or newline can turn a path into something else in some parsers).
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20) return false
  return true
}

export function isLoginPath(value: string): boolean {
  return /^\/login(?:[/?#]|$)/.test(value)
}

/**
 * The plain location an old-style URL stands for, or null when the URL is already plain.
 * `/#/historical` and `/new/#/historical` -> `/historical`; `/new/home?x=1` -> `/home?x=1`;
 * `/new` -> `/`. A hash on /login is a post-login target and stays.
 */
export function legacyRedirect(pathname: string, search = '', hash = ''): string | null {
  const isNew = pathname === '/new' || pathname.startsWith('/new/')
  const plainPath = isNew ? pathname.slice(4) || '/' : pathname
  if (hash.startsWith('#/') && (plainPath === '/' || plainPath === '')) {
    const target = hash.slice(1)
    return isInternalPath(target) ? target : '/'
  }
  if (!isNew) return null
  return `${plainPath}${search}${hash}`
}

/** The place to go after a successful sign-in. */
export function afterLoginTarget(redirectTo: string | null | undefined, hash = ''): string {
  if (isInternalPath(redirectTo) && !isLoginPath(redirectTo)) return redirectTo
  if (hash.startsWith('#/')) {
    const target = hash.slice(1)
    if (isInternalPath(target) && !isLoginPath(target)) return target
  }
  return defaultAfterLogin
}

/** The redirectTo to remember when a protected location sends the user to /login. */
export function loginRedirectTo(href: string): string | undefined {
  if (!isInternalPath(href) || isLoginPath(href) || href === '/' || href === defaultAfterLogin)
    return undefined
  return href
}
