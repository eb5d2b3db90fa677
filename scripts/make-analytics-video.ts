/**
 * Renders the promotional clip of operation analytics (public/media/operation-analytics.webm,
 * shown by the wizard of its interest page), the way make-promo-video.ts renders the maintenance
 * one: Chromium draws a 7-second animation on a canvas and records it with MediaRecorder. No
 * words, so it fits every language: a speed curve drawing itself over the states of the machine,
 * a stop highlighted, then roll markers.
 *
 *   npx tsx scripts/make-analytics-video.ts
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'

const out = path.resolve(import.meta.dirname, '../public/media/operation-analytics.webm')
const SECONDS = 7

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const page = await browser.newPage()
  await page.evaluate('window.__name = (fn) => fn')
  const base64 = await page.evaluate(async (seconds) => {
    const W = 640
    const H = 360
    const canvas = document.createElement('canvas')
    canvas.width = W
    canvas.height = H
    document.body.append(canvas)
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
    const clamp = (t: number) => Math.min(Math.max(t, 0), 1)
    // A made-up order: set-up, a run, a stop, the rest of the run.
    const speedAt = (x: number) => {
      if (x < 0.12) return 0.05
      if (x < 0.22) return 0.05 + (x - 0.12) * 6
      if (x > 0.55 && x < 0.63) return 0.02
      return 0.72 + Math.sin(x * 40) * 0.04 + Math.sin(x * 97) * 0.02
    }
    const left = 50
    const right = W - 30
    const top = 50
    const bottom = 250
    const xAt = (x: number) => left + x * (right - left)
    const yAt = (v: number) => bottom - v * (bottom - top)

    const draw = (t: number) => {
      ctx.fillStyle = '#141a22'
      ctx.fillRect(0, 0, W, H)
      ctx.strokeStyle = '#2f3b4a'
      ctx.lineWidth = 1
      for (let k = 0; k <= 4; k++) {
        ctx.beginPath()
        ctx.moveTo(left, yAt(k / 4))
        ctx.lineTo(right, yAt(k / 4))
        ctx.stroke()
      }
      const shown = clamp(t / 4)
      // The stop, highlighted once the curve reaches it.
      if (shown > 0.55) {
        ctx.fillStyle = `rgba(240, 180, 0, ${0.3 * clamp((t - 2.3) / 0.6)})`
        ctx.fillRect(xAt(0.55), top, xAt(0.63) - xAt(0.55), bottom - top)
      }
      // States under the chart: set-up (red), adjustment (yellow), production (green).
      const lanes: [number, number, string][] = [
        [0, 0.12, '#e03131'],
        [0.12, 0.22, '#f0b400'],
        [0.22, 1, '#2f9e44'],
      ]
      for (const [a, b, colour] of lanes) {
        const end = Math.min(b, shown)
        if (end > a) {
          ctx.fillStyle = colour
          ctx.fillRect(xAt(a), 270, xAt(end) - xAt(a), 14)
        }
      }
      // The maximum speed line and the curve.
      ctx.setLineDash([8, 6])
      ctx.strokeStyle = '#e03131'
      ctx.beginPath()
      ctx.moveTo(left, yAt(0.9))
      ctx.lineTo(right, yAt(0.9))
      ctx.stroke()
      ctx.setLineDash([])
      ctx.strokeStyle = '#4dabf7'
      ctx.lineWidth = 3
      ctx.beginPath()
      for (let x = 0; x <= shown; x += 0.004) {
        if (x === 0) ctx.moveTo(xAt(x), yAt(speedAt(x)))
        else ctx.lineTo(xAt(x), yAt(speedAt(x)))
      }
      ctx.stroke()
      // Roll markers appear one by one after the curve.
      for (let r = 1; r <= 4; r++) {
        const appear = clamp((t - 4 - r * 0.35) / 0.3)
        if (appear <= 0) continue
        const x = 0.22 + r * 0.19
        ctx.globalAlpha = appear
        ctx.strokeStyle = '#74c0fc'
        ctx.lineWidth = 2
        ctx.setLineDash([3, 5])
        ctx.beginPath()
        ctx.moveTo(xAt(x), top)
        ctx.lineTo(xAt(x), bottom)
        ctx.stroke()
        ctx.setLineDash([])
        ctx.fillStyle = '#74c0fc'
        ctx.beginPath()
        ctx.arc(xAt(x), top - 12, 8, 0, Math.PI * 2)
        ctx.fill()
        ctx.globalAlpha = 1
      }
      const mark = clamp((t - 5.8) / 0.8)
      if (mark > 0) {
        ctx.globalAlpha = mark
        ctx.fillStyle = '#e2f7fc'
        ctx.font = '600 26px system-ui, sans-serif'
        ctx.fillText('Plant Portal', left, 330)
        ctx.globalAlpha = 1
      }
    }

    const stream = canvas.captureStream(30)
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp9',
      videoBitsPerSecond: 500_000,
    })
    const chunks: Blob[] = []
    recorder.ondataavailable = (e) => chunks.push(e.data)
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve
    })
    const start = performance.now()
    recorder.start()
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000
        draw(t)
        if (t < seconds) requestAnimationFrame(frame)
        else resolve()
      }
      requestAnimationFrame(frame)
    })
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    return btoa(binary)
  }, SECONDS)
  mkdirSync(path.dirname(out), { recursive: true })
  const data = Buffer.from(base64, 'base64')
  writeFileSync(out, data)
  console.log(
    `wrote ${path.relative(process.cwd(), out)} (${(data.length / 1024).toFixed(0)} KB, ${SECONDS} s)`,
  )
} finally {
  await browser.close()
}
