import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { richText } from './rich-text'

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

function html(language: 'en' | 'es'): string {
  activateLocale(language, pageCatalog(language), '')
  const { container } = render(
    <p>{richText('shop.cardForm.unknownUser', { email: <code>user@example.com</code> })}</p>,
  )
  return container.innerHTML
}

describe('richText', () => {
  it('puts the element where each language’s sentence has its placeholder', () => {
    expect(html('en')).toBe(
      '<p>There is no demo account for that e-mail. Use an e-mail address starting with “user”, such as <code>user@example.com</code>, with any password.</p>',
    )
    expect(html('es')).toContain('como <code>user@example.com</code>, con cualquier contraseña.')
  })
})
