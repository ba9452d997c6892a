import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { describeDeviceData } from './delete-device-data'

const none = {
  cartLines: 0,
  wishlist: 0,
  compare: 0,
  orders: 0,
  outbox: 0,
  signups: 0,
  cachedReports: 0,
  offlineReports: 0,
}

describe('describeDeviceData', () => {
  it('names each kind that had anything, with its count', () => {
    expect(
      describeDeviceData({
        ...none,
        cartLines: 2,
        outbox: 1,
        signups: 2,
        cachedReports: 1,
        offlineReports: 2,
      }),
    ).toEqual([
      '2 items in the cart',
      '1 contact message',
      '2 volunteer sign-ups',
      '3 saved copies of the Impact reports and the volunteer schedule',
    ])
  })

  it('is empty when nothing was stored', () => {
    expect(describeDeviceData(none)).toEqual([])
  })

  it("names them in the page's language", () => {
    activateLocale('es', pageCatalog('es'), '')
    expect(describeDeviceData({ ...none, cartLines: 1, signups: 2, offlineReports: 1 })).toEqual([
      '1 artículo en el carrito',
      '2 inscripciones de voluntariado',
      '1 copia guardada de los reportes de impacto o del calendario de voluntariado',
    ])
  })
})

afterEach(() => activateLocale('en', pageCatalog('en'), ''))
