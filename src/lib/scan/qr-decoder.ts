/**
 * QR codes in camera frames. The browser's BarcodeDetector where it reads QR codes (Android
 * Chrome, Safari); elsewhere (Chromium on Linux and Windows, Firefox) ZXing-C++ compiled to
 * WebAssembly (zxing-wasm), loaded on first use so it never weighs on a first load. Its .wasm is
 * a file of this origin (a Vite asset the service worker precaches), never the package's CDN
 * default, so the scanner works offline (docs/decisions/018).
 */

/** The text of the first QR code in a frame, or null when it shows none. */
export type QrDecoder = (frame: ImageData) => Promise<string | null>

interface NativeBarcodeDetector {
  detect(source: ImageData): Promise<Array<{ rawValue: string }>>
}

interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector
  getSupportedFormats(): Promise<string[]>
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null
    const detector = new Detector({ formats: ['qr_code'] })
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null
  } catch {
    // Some browsers expose the class but refuse to make one: the library reads instead.
    return null
  }
}

async function wasmDecoder(): Promise<QrDecoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ])
  // fireImmediately: a .wasm that cannot be loaded fails here, once, not on every frame.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  })
  return async (frame) => {
    const [result] = await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1 })
    return result?.isValid ? result.text : null
  }
}

let loading: Promise<QrDecoder> | null = null

/** The decoder this browser offers, made once. Rejects when neither can be had. */
export function loadQrDecoder(): Promise<QrDecoder> {
  loading ??= nativeDecoder()
    .then((native) => native ?? wasmDecoder())
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
