import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { products } from '../../src/content/products'
import { axeViolations, DESKTOP, launchBrowser, PHONE, waitForHydration } from './support/browser'

const baseURL = inject('baseURL')
const product = products[0] as (typeof products)[number]

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})
afterAll(async () => {
  await browser?.close()
})

async function visitor(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
  contexts.push(context)
  return context.newPage()
}

/** Counts a store's records with plain IndexedDB, as any tab would see them. */
function countRecords(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('food-collective')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).count()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
        }
      }),
    store,
  )
}

/** A contact message that could not be sent, as the outbox keeps it. */
function addFailedMessage(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('food-collective')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite')
          tx.objectStore('outbox').put({
            id: 'e2e-failed',
            createdAt: Date.now(),
            status: 'failed',
            attempts: 1,
            nextAttemptAt: Date.now(),
            lastError: 'Rejected',
            message: {
              name: 'Maya Ortiz',
              email: 'maya@example.org',
              phone: '555 0100',
              subject: 'Volunteering',
              message: 'Hello',
            },
          })
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
        }
      }),
  )
}

describe('/privacy', () => {
  it('is linked from the footer, lists what is stored, and deletes it after a confirmation', async () => {
    const page = await visitor()
    await page.goto(`${baseURL}/shop`)
    await waitForHydration(page)
    await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click()
    await expect.poll(() => countRecords(page, 'cartLines')).toBe(1)
    await addFailedMessage(page)

    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL(`${baseURL}/privacy`)
    await waitForHydration(page)
    const stored = page.getByTestId('device-data')
    await expect.poll(() => stored.innerText()).toContain('1 item in the cart')
    expect(await stored.innerText()).toContain('1 contact message')

    // Cancelling deletes nothing.
    const opener = page.getByRole('button', { name: 'Delete my data on this device' })
    await opener.click()
    await page.getByRole('dialog', { name: 'Delete my data on this device?' }).waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await countRecords(page, 'cartLines')).toBe(1)

    await opener.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
    const result = page.getByRole('status').filter({ hasText: 'Deleted from this device' })
    await result.waitFor()
    const said = await result.innerText()
    expect(said).toContain('1 item in the cart')
    expect(said).toContain('1 contact message')
    expect(await countRecords(page, 'cartLines')).toBe(0)
    expect(await countRecords(page, 'outbox')).toBe(0)
    await expect.poll(() => stored.innerText()).toContain('Nothing of yours is stored')
    // Focus returns to the button that opened the dialog.
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('has no axe violation of any impact (%s)', async (_name, viewport) => {
    const page = await visitor(viewport)
    await page.goto(`${baseURL}/privacy`)
    await waitForHydration(page)
    await page.getByTestId('device-data').getByText('Nothing of yours').waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})
