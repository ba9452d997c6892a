import { describe, expect, it } from 'vitest'
import { scratchOutDir } from '../../../tests/fixtures/scratch-dir'
import { writeInstallList } from './install-lists'

const out = scratchOutDir()

describe('the install list step', () => {
  it('lists a language’s messages, then its pages, each with a revision that follows its text', async () => {
    const list = async (html: string) => {
      const pages = new Map([['/es/about', html]])
      await writeInstallList(out.path, 'es', ['/assets/i18n-es-bb.json'], pages)
      return JSON.parse(await out.read('language-pages/es.json')) as {
        url: string
        revision: string
      }[]
    }
    const [messages, page] = await list('<p>uno</p>')
    expect(messages).toEqual({
      url: '/assets/i18n-es-bb.json',
      revision: '/assets/i18n-es-bb.json',
    })
    expect(page?.url).toBe('/es/about')
    expect(page?.revision).toMatch(/^[0-9a-f]{16}$/)
    expect((await list('<p>uno</p>'))[1]?.revision).toBe(page?.revision)
    expect((await list('<p>dos</p>'))[1]?.revision).not.toBe(page?.revision)
  })
})
