import { copyFileSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImageResolver } from './content-images.ts'

const CARD = { width: 600, height: 420 }
const requested: string[] = []
const server = createServer((request, response) => {
  requested.push(request.url ?? '')
  if (request.url?.startsWith('/images/p1/production/missing')) {
    response.writeHead(404)
    response.end()
    return
  }
  response.writeHead(200, { 'Content-Type': 'image/webp' })
  response.end(Buffer.from('fake image bytes'))
})
let host = ''
beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', () => ready()))
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const uploaded = (name: string, extension = 'jpg') => ({
  asset: {
    url: `https://cdn.sanity.io/images/p1/production/${name}-1200x840.${extension}`,
    extension,
    width: 1200,
    height: 840,
  },
})

describe('images in the content', () => {
  it('fetches an uploaded picture through the image host at its slot’s size, named by its hash', async () => {
    const resolver = new ImageResolver(host)
    const image = await resolver.resolve(uploaded('abc'), CARD, 'event "e1" image')
    expect(image).toEqual({
      src: expect.stringMatching(/^\/images\/sanity\/[0-9a-f]{12}\.webp$/),
      ...CARD,
    })
    expect(requested.at(-1)).toBe(
      '/images/p1/production/abc-1200x840.jpg?w=600&h=420&fit=crop&fm=webp',
    )
    expect([...resolver.files.keys()]).toEqual([image.src.slice(1)])
  })

  it('names the document when the image host does not have the file', async () => {
    await expect(
      new ImageResolver(host).resolve(uploaded('missing'), CARD, 'event "e2" image'),
    ).rejects.toThrow('Content: event "e2" image: the image host answered 404')
  })

  it('serves a sample-dataset file from public/ as it is, at its drawn size', async () => {
    const image = await new ImageResolver(host).resolve(
      { _sanityAsset: 'image@file://../public/images/events/help-the-poor.svg' },
      CARD,
      'event "e3" image',
    )
    expect(image).toEqual({ src: '/images/events/help-the-poor.svg', width: 600, height: 420 })
  })

  it('writes a dataset file outside public/ into the build, named by its hash', async () => {
    const resolver = new ImageResolver(host, fileURLToPath(import.meta.url))
    const image = await resolver.resolve(
      { _sanityAsset: 'image@file://../../public/images/events/help-the-poor.svg' },
      CARD,
      'event "e4" image',
    )
    expect(image).toEqual({ src: '/images/events/help-the-poor.svg', width: 600, height: 420 })
    const copy = join(mkdtempSync(join(tmpdir(), 'dataset-')), 'picture.svg')
    copyFileSync(
      fileURLToPath(new URL('../../public/images/events/help-the-poor.svg', import.meta.url)),
      copy,
    )
    const outside = await new ImageResolver(host, copy).resolve(
      { _sanityAsset: 'image@file://picture.svg' },
      CARD,
      'event "e5" image',
    )
    expect(outside).toEqual({
      src: expect.stringMatching(/^\/images\/sanity\/[0-9a-f]{12}\.svg$/),
      width: 600,
      height: 420,
    })
  })

  it('refuses a dataset file that is no drawing with a size', async () => {
    await expect(
      new ImageResolver(host).resolve(
        { _sanityAsset: 'image@file://../package.json' },
        CARD,
        'event "e6" image',
      ),
    ).rejects.toThrow('Content: event "e6" image: image@file://../package.json has no size')
  })
})
