import { describe, expect, it, vi } from 'vitest'
import { siteFilesPlugin } from '../content/content-files'
import { qrCodeSvg } from './qr-code'

describe('the QR code', () => {
  it('makes a standalone square SVG with a quiet zone', async () => {
    const svg = await qrCodeSvg('https://harvestshare.org/get-help')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/)
    // Four white modules around the code: the first dark module starts at 4,4.
    expect(svg).toContain('d="M4 4.5h7')
  })

  it('is written into the build at the given path', async () => {
    const source = await qrCodeSvg('https://harvestshare.org/get-help')
    const plugin = siteFilesPlugin('made-files', async () => [
      { fileName: 'images/qr.svg', source },
    ])
    const emitFile = vi.fn()
    const generateBundle = plugin.generateBundle as unknown as (this: unknown) => Promise<void>
    await generateBundle.call({ emitFile })
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: 'images/qr.svg', source })
  })
})
