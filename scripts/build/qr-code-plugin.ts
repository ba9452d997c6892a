import QRCode from 'qrcode'
import type { Plugin } from 'vite'

interface QrCodeOptions {
  /** The absolute URL the code opens. */
  url: string
  /** Where the SVG is served, e.g. "/images/get-help-qr.svg". */
  src: string
}

/** The QR code as a standalone SVG: black on white with the standard four-module quiet zone. */
export function qrCodeSvg(url: string): Promise<string> {
  // Level M survives a smudged or creased printout; the URL is short, so the code stays small.
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
}

/**
 * Writes a QR code to a page of the site into the build, as an SVG file of its own: it is made
 * once, from the configured public URL, and never costs the page's JavaScript a byte. Being in
 * the build output, the service worker precaches it like any other image, so the printed sheet
 * has its code offline too. The dev server answers the same path.
 */
export function qrCodePlugin({ url, src }: QrCodeOptions): Plugin {
  const fileName = src.replace(/^\//, '')
  return {
    name: 'food-collective:qr-code',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await qrCodeSvg(url) })
    },
    configureServer(server) {
      server.middlewares.use(src, (_request, response) => {
        void qrCodeSvg(url).then((svg) => {
          response.setHeader('Content-Type', 'image/svg+xml')
          response.end(svg)
        })
      })
    },
  }
}
