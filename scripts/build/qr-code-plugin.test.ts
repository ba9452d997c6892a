import { describe, expect, it, vi } from 'vitest'
import { qrCodePlugin, qrCodeSvg } from './qr-code-plugin'

describe('QR code plugin', () => {
  it('makes a standalone square SVG with a quiet zone', async () => {
    const svg = await qrCodeSvg('https://harvestshare.org/get-help')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/)
    // Four white modules around the code: the first dark module starts at 4,4.
    expect(svg).toContain('d="M4 4.5h7')
  })

  it('writes the code into the build at the given path', async () => {
    const plugin = qrCodePlugin({ url: 'https://harvestshare.org/get-help', src: '/images/qr.svg' })
    const emitFile = vi.fn()
    const generateBundle = plugin.generateBundle as unknown as (this: unknown) => Promise<void>
    await generateBundle.call({ emitFile })
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'images/qr.svg',
      source: await qrCodeSvg('https://harvestshare.org/get-help'),
    })
  })
})
