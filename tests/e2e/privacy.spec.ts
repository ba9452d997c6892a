import type { Page } from '@playwright/test'
import { DESKTOP } from './support/chromium'
import { axeViolations, waitForHydration } from './support/page-checks'
import { siteContent } from './support/site-content'
import { expect, test } from './support/test'

const products = siteContent.products.en

const product = products[0] as (typeof products)[number]

// The page is one column at every width: the deletion flow is tested once, at desktop size.
test.use({ viewport: DESKTOP, serviceWorkers: 'block' })

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

test.describe('/privacy', () => {
  test('is linked from the footer, lists what is stored, and deletes it after a confirmation', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/shop')
    await waitForHydration(page)
    await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click()
    await expect.poll(() => countRecords(page, 'cartLines')).toBe(1)
    await addFailedMessage(page)

    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL(`${baseURL}/privacy`)
    await waitForHydration(page)
    const stored = page.getByTestId('device-data')
    await expect(stored).toContainText('1 item in the cart')
    await expect(stored).toContainText('1 contact message')

    // Cancelling deletes nothing.
    const opener = page.getByRole('button', { name: 'Delete my data on this device' })
    await opener.click()
    await expect(page.getByRole('dialog', { name: 'Delete my data on this device?' })).toBeVisible()
    // axe, every impact, with what is stored listed and the dialog open (the page as it loads
    // with nothing stored is accessibility.spec.ts's).
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await countRecords(page, 'cartLines')).toBe(1)

    await opener.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
    const result = page.getByRole('status').filter({ hasText: 'Deleted from this device' })
    await expect(result).toContainText('1 item in the cart')
    await expect(result).toContainText('1 contact message')
    expect(await countRecords(page, 'cartLines')).toBe(0)
    expect(await countRecords(page, 'outbox')).toBe(0)
    await expect(stored).toContainText('Nothing of yours is stored')
    // Focus returns to the button that opened the dialog.
    await expect(opener).toBeFocused()
  })
})
