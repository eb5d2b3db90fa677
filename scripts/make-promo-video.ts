/**
 * Renders the demo plant's promotional clip for the maintenance assistant
 * (public/media/maintenance-assistant.webm, shown by the home screen's promotion modal).
 *
 * No video tool is needed: Chromium draws an 8-second animation on a canvas and records it with
 * MediaRecorder (VP9 WebM), the same way a browser records a screen. The clip has no words, so it
 * fits every interface language: a work order whose checklist ticks itself off, a gear, and a
 * machine-health gauge moving from red to green.
 *
 *   npx tsx scripts/make-promo-video.ts
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'

const out = path.resolve(import.meta.dirname, '../public/media/maintenance-assistant.webm')
const SECONDS = 8

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const page = await browser.newPage()
  // tsx compiles named functions with a `__name` helper that the page does not have.
  await page.evaluate('window.__name = (fn) => fn')
  const base64 = await page.evaluate(async (seconds) => {
    const W = 640
    const H = 360
    const canvas = document.createElement('canvas')
    canvas.width = W
    canvas.height = H
    document.body.append(canvas)
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
    const ease = (t: number) => 1 - (1 - Math.min(Math.max(t, 0), 1)) ** 3

    const gear = (x: number, y: number, r: number, angle: number, color: string) => {
      ctx.save()
      ctx.translate(x, y)
      ctx.rotate(angle)
      ctx.fillStyle = color
      for (let i = 0; i < 10; i++) {
        ctx.rotate((Math.PI * 2) / 10)
        ctx.fillRect(-r * 0.14, -r * 1.22, r * 0.28, r * 0.4)
      }
      ctx.beginPath()
      ctx.arc(0, 0, r, 0, Math.PI * 2)
      ctx.fill()
      ctx.fillStyle = '#141a22'
      ctx.beginPath()
      ctx.arc(0, 0, r * 0.42, 0, Math.PI * 2)
      ctx.fill()
      ctx.restore()
    }

    const draw = (t: number) => {
      // Backdrop: the portal's dark surface with a printed web running through it.
      ctx.fillStyle = '#141a22'
      ctx.fillRect(0, 0, W, H)
      ctx.strokeStyle = 'rgba(31, 154, 200, 0.25)'
      ctx.lineWidth = 18
      ctx.beginPath()
      for (let x = 0; x <= W; x += 8) {
        const y = 300 + Math.sin(x / 70 + t * 2) * 12
        if (x === 0) ctx.moveTo(x, y)
        else ctx.lineTo(x, y)
      }
      ctx.stroke()

      gear(120, 150, 46, t * 1.2, '#3aa7ce')
      gear(190, 215, 26, -t * 2.1 + 0.3, '#f4b740')

      // The work order card slides in, and its three steps tick off one after another.
      const slide = ease(t / 1.2)
      const cx = 290 + (1 - slide) * 360
      ctx.fillStyle = '#1f2733'
      ctx.strokeStyle = '#2f3b4a'
      ctx.lineWidth = 2
      ctx.beginPath()
      ctx.roundRect(cx, 60, 300, 190, 14)
      ctx.fill()
      ctx.stroke()
      ctx.fillStyle = '#3aa7ce'
      ctx.fillRect(cx + 20, 82, 120, 12)
      for (let i = 0; i < 3; i++) {
        const y = 122 + i * 42
        const done = ease((t - 1.6 - i * 1.1) / 0.5)
        ctx.strokeStyle = '#5c6b7d'
        ctx.lineWidth = 3
        ctx.strokeRect(cx + 22, y - 12, 24, 24)
        ctx.fillStyle = '#2f3b4a'
        ctx.fillRect(cx + 62, y - 5, 200 - i * 30, 10)
        if (done > 0) {
          ctx.strokeStyle = '#40c057'
          ctx.lineWidth = 5
          ctx.beginPath()
          ctx.moveTo(cx + 26, y)
          ctx.lineTo(cx + 26 + 7 * Math.min(done * 2, 1), y + 7 * Math.min(done * 2, 1))
          if (done > 0.5) ctx.lineTo(cx + 33 + 12 * (done - 0.5) * 2, y + 7 - 16 * (done - 0.5) * 2)
          ctx.stroke()
        }
      }

      // Machine health gauge: from red to green as the work gets done.
      const health = ease((t - 1.5) / 5)
      ctx.lineWidth = 12
      ctx.strokeStyle = '#2f3b4a'
      ctx.beginPath()
      ctx.arc(140, 300, 52, Math.PI, 0)
      ctx.stroke()
      ctx.strokeStyle = health < 0.5 ? '#fa5252' : health < 0.8 ? '#f4b740' : '#40c057'
      ctx.beginPath()
      ctx.arc(140, 300, 52, Math.PI, Math.PI + Math.PI * (0.15 + 0.85 * health))
      ctx.stroke()

      // The product mark fades in at the end.
      const mark = ease((t - 6) / 1)
      if (mark > 0) {
        ctx.globalAlpha = mark
        ctx.fillStyle = '#e2f7fc'
        ctx.font = '600 28px system-ui, sans-serif'
        ctx.fillText('Plant Portal', 400, 285)
        ctx.globalAlpha = 1
      }
    }

    const stream = canvas.captureStream(30)
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp9',
      videoBitsPerSecond: 600_000,
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
