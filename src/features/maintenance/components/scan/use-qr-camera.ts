import { type RefObject, useEffect, useRef, useState } from 'react'
import { loadQrDecoder } from '@/lib/scan/qr-decoder'

/** Where the camera stands: refused and absent get their own words and the typed fallback. */
export type CameraStatus = 'starting' | 'scanning' | 'refused' | 'absent' | 'unsupported' | 'failed'

/** About five frames a second: quick enough for a hand-held label, light on a phone's battery. */
const FRAME_MS = 200
/** Frames are read at most this wide: a label fills much of a phone's view, and ZXing runs faster. */
const MAX_WIDTH = 640

function statusOfError(error: unknown): CameraStatus {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'absent'
  return 'failed'
}

/**
 * The back camera in `video` while `active`, read for QR codes a few times a second; `onCode` hears
 * each code once in a row (a label held still is read again and again). The tracks stop when the
 * screen closes or `active` turns false, so the camera light goes off.
 */
export function useQrCamera(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (text: string) => void,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>('starting')
  const onCodeRef = useRef(onCode)
  onCodeRef.current = onCode

  useEffect(() => {
    const element = video.current
    if (!active || !element) return
    if (!navigator.mediaDevices?.getUserMedia) {
      // No camera API at all (an old browser, or a page not served over https).
      setStatus('unsupported')
      return
    }
    let stopped = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let last: string | null = null
    const stopTracks = () => {
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('2d', { willReadFrequently: true })
    setStatus('starting')

    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        })
      } catch (error) {
        if (!stopped) setStatus(statusOfError(error))
        return
      }
      // The screen closed while the user was still answering the permission prompt.
      if (stopped) return stopTracks()
      element.srcObject = stream
      await element.play().catch(() => undefined)
      let decode: Awaited<ReturnType<typeof loadQrDecoder>>
      try {
        decode = await loadQrDecoder()
      } catch {
        // No decoder (offline before the library was ever kept): no use holding the camera.
        stopTracks()
        if (!stopped) setStatus('failed')
        return
      }
      if (stopped) return
      setStatus('scanning')
      const tick = async () => {
        if (stopped) return
        if (context && element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          const scale = Math.min(1, MAX_WIDTH / element.videoWidth)
          canvas.width = Math.round(element.videoWidth * scale)
          canvas.height = Math.round(element.videoHeight * scale)
          context.drawImage(element, 0, 0, canvas.width, canvas.height)
          const text = await decode(context.getImageData(0, 0, canvas.width, canvas.height)).catch(() => null)
          if (!stopped && text && text !== last) {
            last = text
            onCodeRef.current(text)
          }
        }
        if (!stopped) timer = setTimeout(tick, FRAME_MS)
      }
      tick()
    }
    start()

    return () => {
      stopped = true
      clearTimeout(timer)
      stopTracks()
      element.srcObject = null
    }
  }, [active, video])

  return status
}
