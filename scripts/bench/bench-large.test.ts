import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { pagesByLanguage } from './bench-large'

describe('the large bench’s page count', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  test('counts the pages per language, /es and below as Spanish, and no shell or other file', () => {
    dir = mkdtempSync(join(tmpdir(), 'pages-'))
    const files = ['index.html', 'blog.html', 'esx.html', 'blog-single/a-post.html']
    files.push('es.html', 'es/blog.html', 'es/blog-single/a.html', 'es/index.html')
    files.push('_offline.html', '_not-found.es.html', 'es/blog.html.br', 'sw.js')
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true })
      writeFileSync(join(dir, file), '')
    }
    expect(pagesByLanguage(dir)).toEqual({ en: 4, es: 4 })
  })
})
