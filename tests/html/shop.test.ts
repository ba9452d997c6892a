import { byLocale, products } from 'virtual:content/products'
import { describe, expect, test } from 'vitest'
import { readBuildRecord } from '../../server/build-record'
import { englishLeftovers } from '../e2e/support/english-leftovers'
import { builtPaths, DIST, htmlOf, pageOf, textOf } from './built-site'

const spanishProducts = byLocale.es.products

// The shop's prerendered pages, read from dist/: what the server sends before any script runs.
// Interaction, the cart's database and payments stay in the browser specs (tests/e2e/shop*.ts).

describe('the gallery', () => {
  test.each(['/shop', '/es/shop'])(
    '%s loads the first row of product images at once (often the largest paint), the rest lazily',
    (path) => {
      const loading = [...htmlOf(path).matchAll(/<img[^>]*\/images\/products\/[^>]*>/g)].map(
        ([tag]) => /loading="(\w+)"/.exec(tag)?.[1],
      )
      expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
    },
  )

  test('the Spanish gallery lists the first products by their Spanish names, at the English addresses', () => {
    const page = pageOf('/es/shop')
    const titles = [...page.querySelectorAll('.product-card h3')].map(textOf)
    expect(titles).toEqual(spanishProducts.slice(0, 6).map((product) => product.title))
    expect(textOf(page.querySelector('[role="status"].gallery-status'))).toBe(
      'Mostrando 6 de 20 productos',
    )
    for (const [index, product] of spanishProducts.slice(0, 6).entries()) {
      // Same address as in English: only the prefix differs.
      const link = [...page.querySelectorAll('.product-card a')].find(
        (a) => textOf(a) === product.title,
      )
      expect(link?.getAttribute('href'), product.title).toBe(
        `/es/product-single/${products[index]?.slug}`,
      )
    }
  })
})

describe('the Spanish product pages', () => {
  test.each(spanishProducts.map((product, index) => [product.title, product, index] as const))(
    '%s is headed and titled with its Spanish name, and names its category',
    (_title, product, index) => {
      const english = products[index]
      expect(english?.id).toBe(product.id)
      const page = pageOf(`/es/product-single/${english?.slug}`)
      expect(textOf(page.querySelector('h1'))).toBe(product.title)
      expect(textOf(page.querySelector('title'))).toMatch(
        new RegExp(`^${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
      )
      expect(textOf(page.querySelector('.product-detail__meta'))).toContain('Libro')
      expect(textOf(page.querySelector('.product-detail__lead'))).toBe(product.description[0])
    },
  )
})

// Brands stay as they are; the English names below are part of the Spanish product names
// ("Recetario Rescued Recipes"), and the card marks are brands.
const NAMES = [
  ...new Set(products.map((product) => product.brand)),
  'Stripe',
  'Visa',
  'Mastercard',
  'Skrill',
  'PayPal',
]

/** What `visibleAndSpokenText` reads in a browser, from the built page: text, labels, alts. */
function mainText(path: string): string[] {
  return (
    [...pageOf(path).querySelectorAll('main')]
      .flatMap((node) => [
        node.textContent ?? '',
        ...[...node.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap(
          (element) =>
            ['aria-label', 'title', 'placeholder', 'alt'].map(
              (name) => element.getAttribute(name) ?? '',
            ),
        ),
        node.getAttribute('aria-label') ?? '',
      ])
      // Each text is scanned for every English phrase: the empty ones only cost time.
      .filter((text) => text.trim() !== '')
  )
}

const spanishShopPages = builtPaths.filter((path) =>
  /^\/es\/(shop|cart|checkout|order_received|product-single\/.+)$/.test(path),
)

describe('the Spanish shop pages have no English catalog text left in their main content', () => {
  test('every Spanish shop page was built', () => {
    // 20 products, the gallery, the cart, checkout and the order page.
    expect(spanishShopPages).toHaveLength(products.length + 4)
  })

  // The first page read pays for happy-dom's start: more than vitest's 5 s on a busy machine.
  test.each(spanishShopPages)('%s', { timeout: 30_000 }, (path) => {
    const text = mainText(path)
    expect(text.join('').length).toBeGreaterThan(0)
    expect(englishLeftovers(text, NAMES)).toEqual([])
  })
})

describe('the pages that show what this device holds', () => {
  test.each(['/cart', '/checkout', '/order_received', '/es/cart', '/es/checkout'])(
    '%s holds placeholders, not database content',
    (path) => {
      const html = htmlOf(path)
      expect(html).toContain('aria-busy="true"')
      // The empty state is prerendered too, beside the loading block; CSS shows it only when the
      // loader's hint says this device holds nothing (the early-start spec).
      expect(html).toMatch(/data-pending="(cart|order)"/)
      expect(html).not.toContain('cart-table')
      expect(html).not.toContain('Thank You For Your Order!')
    },
  )
})

describe('a purchase is never called tax-deductible', () => {
  // Only gifts are deductible; the shop's pages say so nowhere, in either language. (What the
  // server sends Stripe for an order is checked in server/shop-checkout.test.ts.)
  const shopPages = builtPaths.filter((path) =>
    /^(\/es)?\/(shop|product-single\/|cart$|checkout$|order_received$)/.test(path),
  )

  test.each(shopPages)('%s', (path) => {
    expect(htmlOf(path)).not.toMatch(/deductible|deducible/i)
  })

  test('covers the gallery, a product, the cart, checkout and the order page', () => {
    expect(shopPages).toEqual(
      expect.arrayContaining(['/shop', '/cart', '/checkout', '/order_received', '/es/shop']),
    )
    expect(shopPages.some((path) => path.startsWith('/product-single/'))).toBe(true)
  })
})

describe('the catalogue the server charges', () => {
  test('is recorded in the build: each product the pages sell, its English name, price and picture', () => {
    expect(readBuildRecord(DIST).catalogue).toEqual(
      products.map((product) => ({
        id: product.id,
        title: product.title,
        priceCents: product.priceCents,
        imageSrc: product.image.src,
      })),
    )
    expect(readBuildRecord(DIST).catalogue).toHaveLength(20)
  })
})
