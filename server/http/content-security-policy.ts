/**
 * The Content-Security-Policy texts (docs/decisions/024). Two policies:
 * - the app's, on the shell and every other answer: scripts only from this origin plus the shell's
 *   own inline start-screen script by its hash, WebAssembly for the QR reader, requests only to
 *   this origin (and the dashboard service's, for its logout), frames only the dashboard service;
 * - the built-in dashboards' (/analytics, pages without script that the app frames): nothing but
 *   their inline styles and images, framed by this origin only.
 * Styles keep 'unsafe-inline' in both: Mantine writes style attributes and <style> tags at run time.
 */
import { createHash } from 'node:crypto'

export interface AppPolicyOptions {
  /** 'sha256-…' sources of the shell's inline scripts (inlineScriptHashes). */
  scriptHashes: readonly string[]
  /** The configured dashboard service (ANALYTICS_URL); null: the built-in one on this origin. */
  analyticsOrigin: string | null
}

/** Inline <script> elements (no src) of an HTML page: what the policy must allow by hash. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi

/** The CSP hash source of each inline script, over its exact text as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => match[1] !== '')
    .map((match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
}

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

export function appPolicy({ scriptHashes, analyticsOrigin }: AppPolicyOptions): string {
  const analytics = analyticsOrigin ? [analyticsOrigin] : []
  return serialize({
    'default-src': ["'self'"],
    // zxing-wasm compiles WebAssembly; 'wasm-unsafe-eval' allows that and not eval().
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for Vite's inlined small images (pdf.js viewer icons), blob: for photos kept on the device.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    // The API; a configured dashboard service only receives its logout (a no-cors fetch).
    'connect-src': ["'self'", ...analytics],
    // The service worker and the pdf.js worker, both files of this origin.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Exactly where the operation-analytics dashboards are: the configured service or /analytics.
    'frame-src': analyticsOrigin ? analytics : ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  })
}

/** The built-in dashboards: server-rendered HTML with inline styles and SVG, never script. */
export function dashboardPolicy(): string {
  return serialize({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  })
}
