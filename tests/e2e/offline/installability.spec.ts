/**
 * Installability: the page links a valid web manifest, the service worker is active and controls
 * the page, and Chromium itself (CDP Page.getInstallabilityErrors) reports nothing that would stop
 * the install prompt. Playwright's usual contexts are incognito-like, which Chromium reports as
 * 'in-incognito' (an install needs a profile), so this test uses a persistent context of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromiumArgs, chromiumPath } from '../../support/chromium'
import { expect, test } from '../support/fixtures'
import { waitForServiceWorker } from '../support/offline-helpers'

interface ManifestIcon {
  src: string
  sizes: string
  type?: string
  purpose?: string
}

test('the app is installable: manifest, active worker, no installability errors', async ({
  playwright,
  server,
}) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'plant-e2e-profile-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL: server.baseURL,
    serviceWorkers: 'allow',
  })
  const errors: string[] = []
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/login')

    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href, 'index.html links a manifest').toBeTruthy()
    const manifestUrl = new URL(href!, page.url()).href
    const response = await page.request.get(manifestUrl)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/application\/(manifest\+)?json/)
    const manifest = (await response.json()) as {
      id: string
      name: string
      short_name: string
      start_url: string
      scope: string
      display: string
      icons: ManifestIcon[]
    }
    expect(manifest.name).toBeTruthy()
    expect(manifest.short_name).toBeTruthy()
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display)
    expect(new URL(manifest.start_url, manifestUrl).pathname.startsWith(manifest.scope)).toBe(true)
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find(
        (i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes('any'),
      )
      expect(icon, `an "any" icon of ${size}`).toBeTruthy()
      const image = await page.request.get(new URL(icon!.src, manifestUrl).href)
      expect(image.status(), icon!.src).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)

    await waitForServiceWorker(page)
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)
    expect(scope).toBe(new URL('/', page.url()).href)

    const cdp = await context.newCDPSession(page)
    const manifestCheck = (await cdp.send('Page.getAppManifest')) as {
      url: string
      errors: Array<{ message: string; critical: number }>
    }
    expect(manifestCheck.url).toBe(manifestUrl)
    expect(manifestCheck.errors).toEqual([])
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string; errorArguments: unknown[] }>
    }
    expect(installabilityErrors).toEqual([])
    await cdp.detach()
    expect(errors, 'console or page errors').toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
