import { describe, expect, it } from 'vitest'
import { scratchOutDir } from '../../../tests/fixtures/scratch-dir'
import { htmlFileFor } from './page-files'
import { writePages } from './pages'

const out = scratchOutDir()

describe('the pages step', () => {
  it('writes each path as its own file with one doctype, and returns what it wrote', async () => {
    const render = async (path: string) => ({ status: 200, html: `<html><p>${path}</p></html>` })
    const pages = await writePages(out.path, ['/', '/es/about'], render)
    expect(await out.read('index.html')).toBe('<!DOCTYPE html><html><p>/</p></html>')
    expect(await out.read('es/about.html')).toBe(pages.get('/es/about'))
    const again = async () => ({ status: 200, html: '<!DOCTYPE html><html></html>' })
    expect((await writePages(out.path, ['/a'], again)).get('/a')).toBe(
      '<!DOCTYPE html><html></html>',
    )
  })

  it('fails the build for a page that does not render with 200', async () => {
    const render = async () => ({ status: 404, html: '' })
    await expect(writePages(out.path, ['/gone'], render)).rejects.toThrow(
      'Prerender of /gone answered 404',
    )
  })

  it('names files as cleanURLs and the server expect', () => {
    expect(htmlFileFor('/')).toBe('index.html')
    expect(htmlFileFor('/es')).toBe('es.html')
    expect(htmlFileFor('/blog-single/a')).toBe('blog-single/a.html')
  })
})
