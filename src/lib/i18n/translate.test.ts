import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from './page-catalog'
import { activateLocale, activeCatalogJson, activeLocale, intlLocale, t } from './translate'

afterEach(() => activateLocale('en', pageCatalog('en')))

describe('the active language', () => {
  it('writes messages in the activated language, with values filled in', () => {
    activateLocale('es', pageCatalog('es'))
    expect(activeLocale()).toBe('es')
    expect(intlLocale()).toBe('es-US')
    expect(t('nav.home')).toBe('Inicio')
    expect(t('layout.footer.follow', { network: 'Facebook' })).toBe('Síganos en Facebook')
    activateLocale('en', pageCatalog('en'))
    expect(t('layout.footer.follow', { network: 'Facebook' })).toBe('Follow us on Facebook')
  })

  it('gives the page a JSON block that cannot close its script element', () => {
    activateLocale('en', { x: 'a</script><b>' })
    expect(activeCatalogJson()).not.toContain('<')
    expect(JSON.parse(activeCatalogJson())).toEqual({ x: 'a</script><b>' })
  })
})
