import QRCode from 'qrcode'

/**
 * The QR code as a standalone SVG: black on white with the standard four-module quiet zone. The
 * build writes it once, from the configured public URL, as a file of its own (vite.config.ts).
 */
export function qrCodeSvg(url: string): Promise<string> {
  // Level M survives a smudged or creased printout; the URL is short, so the code stays small.
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
}
