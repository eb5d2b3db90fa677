import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../build/precompress'
import { buildApp } from '../../server/app'
import { createTestApp, type TestApp } from './helpers'

// The same process serves the built PWA: SPA fallback, no-cache for the shell, immutable assets.
let t: TestApp
let app: Awaited<ReturnType<typeof buildApp>>
let dist: string

beforeAll(async () => {
  t = await createTestApp()
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>')
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)')
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // Big enough to be precompressed, like a real build.
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>shell</title>${' '.repeat(2000)}`)
  writeFileSync(path.join(dist, 'sw.js'), `self.addEventListener("fetch", () => {})${' '.repeat(2000)}`)
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), `console.log(1)${';'.repeat(5000)}`)
  await precompressDir(dist)
  app = await buildApp(t.ctx, { staticDir: dist })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('static PWA serving', () => {
  it('answers every non-API route with index.html, not cached', async () => {
    for (const url of ['/', '/home', '/machine-control/abc/1/2', '/documents/SN-1/electrical?x=1']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<title>shell</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets as immutable and the worker as no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    const sw = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(sw.statusCode).toBe(200)
    expect(sw.headers['cache-control']).toBe('no-cache')
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(icon.headers['content-encoding']).toBeUndefined()
    expect(icon.statusCode).toBe(200)
  })

  it('sends precompressed files when the client accepts them, with the same cache rules', async () => {
    const headers = { 'accept-encoding': 'br, gzip' }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers })
    expect(asset.headers['content-encoding']).toBe('br')
    expect(asset.headers['cache-control']).toContain('immutable')
    expect(asset.rawPayload.length).toBeLessThan(5000)
    for (const url of ['/sw.js', '/home']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers['content-encoding'], url).toBe('gzip')
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers a missing static file with a 404, not the shell', async () => {
    for (const url of ['/assets/gone-1a2b3c.js', '/media/missing.mp4', '/icons/none.png', '/robots.txt']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toContain('application/json')
    }
  })

  it('keeps unknown API paths as JSON 404s, not the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' })
  })

  it('does not serve files outside the build folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/../package.json' })
    expect(res.body).not.toContain('"name": "plant-portal"')
  })
})

describe('shutdown', () => {
  it('drains handlers that are still running before the database may close', async () => {
    const t2 = await createTestApp()
    const app2 = await buildApp(t2.ctx)
    let release = () => {}
    app2.get('/api/slow-probe', async () => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return { done: true }
    })
    const pending = app2.inject({ method: 'GET', url: '/api/slow-probe' })
    await new Promise((r) => setTimeout(r, 200))
    expect(await app2.drain(100)).toBe(1)
    release()
    expect((await pending).json()).toEqual({ done: true })
    expect(await app2.drain(100)).toBe(0)
    await app2.close()
    await t2.close()
  })
})
