type Detector = { detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>> }
type DetectorClass = new (options: { formats: string[] }) => Detector

/**
 * Reads QR codes with the browser's own BarcodeDetector (Chrome on Android, Safari 17+): no
 * library, nothing loaded from elsewhere. Resolves to a stop function; rejects where a camera
 * or the detector is missing, and the door types the code instead.
 */
export async function startScanner(
  video: HTMLVideoElement,
  found: (value: string) => void,
): Promise<() => void> {
  const Barcode = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!Barcode || !navigator.mediaDevices?.getUserMedia) throw new Error('no scanner')
  const detector = new Barcode({ formats: ['qr_code'] })
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
  video.srcObject = stream
  await video.play()
  let running = true
  const stop = () => {
    running = false
    for (const track of stream.getTracks()) track.stop()
    video.srcObject = null
  }
  const tick = async () => {
    if (!running) return
    const codes = await detector.detect(video).catch(() => [])
    if (codes[0]?.rawValue) return found(codes[0].rawValue)
    window.setTimeout(() => void tick(), 250)
  }
  void tick()
  return stop
}
