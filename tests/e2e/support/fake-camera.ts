/**
 * Chromium's fake camera for the asset-scan tests: it plays a .y4m file, named in the browser's
 * launch flags (so fixed before the browser starts) and opened when a page asks for the camera,
 * so a test writes the code it needs just before opening the scanner.
 */
import qrcode from 'qrcode-generator'
import { testBrowserArgs, testBrowserPath } from '../../support/chromium'

const W = 640
const H = 480

/** A few frames of a white picture with the QR code of `text` (or none) in the middle (YUV 4:2:0). */
export function qrVideo(text: string | null): Buffer {
  const qr = qrcode(0, 'M')
  qr.addData(text ?? '')
  qr.make()
  const count = text === null ? 0 : qr.getModuleCount()
  // Four modules of quiet zone on each side, as the printed label has room around its code.
  const cell = Math.floor((H - 40) / (count + 8))
  const left = Math.floor((W - count * cell) / 2)
  const top = Math.floor((H - count * cell) / 2)
  const y = Buffer.alloc(W * H, 235)
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (!qr.isDark(r, c)) continue
      for (let dy = 0; dy < cell; dy++)
        y.fill(
          16,
          (top + r * cell + dy) * W + left + c * cell,
          (top + r * cell + dy) * W + left + (c + 1) * cell,
        )
    }
  }
  const chroma = Buffer.alloc((W * H) / 4, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma])
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame])
}

/** Launch options of a browser whose camera plays `video`, granted without a prompt. */
export function fakeCameraLaunch(video: string) {
  return {
    executablePath: testBrowserPath,
    args: [
      ...testBrowserArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  }
}
