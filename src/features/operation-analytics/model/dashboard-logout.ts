/**
 * The dashboard service's logout (spec 001 §2.6), sent when the view closes or the browser goes
 * back from it. Fire and forget: keepalive lets it outlive the page; a dashboard on another
 * origin (a Grafana) answers opaquely, which is enough to end its session cookie.
 */
export function logoutDashboard(logoutUrl: string): void {
  const sameOrigin = new URL(logoutUrl, window.location.href).origin === window.location.origin
  void fetch(logoutUrl, {
    method: 'GET',
    credentials: 'include',
    mode: sameOrigin ? 'same-origin' : 'no-cors',
    keepalive: true,
  }).catch(() => undefined)
}

/** The embedded address in the portal's theme (Grafana and the built-in service both read `theme`). */
export function themedUrl(url: string, theme: 'dark' | 'light'): string {
  return `${url}${url.includes('?') ? '&' : '?'}theme=${theme}`
}
