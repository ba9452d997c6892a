import { describe, expect, it } from 'vitest'
import { asNotFound, isPrecacheable, notFoundPageAt, notFoundPageFor } from './not-found-route'

describe('not-found answers of the service worker', () => {
  it('knows the not-found page’s own addresses', () => {
    expect(notFoundPageAt('/404')).toBe('/404.html')
    expect(notFoundPageAt('/404/')).toBe('/404.html')
    expect(notFoundPageAt('/_not-found')).toBe('/_not-found.html')
    expect(notFoundPageAt('/about')).toBeUndefined()
    expect(notFoundPageAt('/')).toBeUndefined()
  })

  it('answers an unknown address in its own language', () => {
    expect(notFoundPageFor('/nope')).toBe('/_not-found.html')
    expect(notFoundPageFor('/es/nope')).toBe('/_not-found.es.html')
    expect(notFoundPageFor('/escape')).toBe('/_not-found.html')
    expect(notFoundPageAt('/es/404')).toBe('/es/404.html')
    expect(notFoundPageAt('/_not-found.es')).toBe('/_not-found.es.html')
  })

  it('keeps the page and its headers, with status 404', async () => {
    const page = new Response('<h1>Oops</h1>', { headers: { 'Content-Type': 'text/html' } })
    const answer = asNotFound(page)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('Content-Type')).toBe('text/html')
    expect(await answer.text()).toBe('<h1>Oops</h1>')
  })

  it('lets the precache keep the not-found pages the server answers with 404, and no other failure', () => {
    const missing = new Response('x', { status: 404 })
    expect(isPrecacheable('https://a.org/_not-found.html?__WB_REVISION__=1', missing)).toBe(true)
    expect(isPrecacheable('https://a.org/404.html', missing)).toBe(true)
    expect(isPrecacheable('https://a.org/about.html', missing)).toBe(false)
    expect(isPrecacheable('https://a.org/about.html', new Response('x'))).toBe(true)
    expect(isPrecacheable('https://a.org/404.html', new Response('x', { status: 500 }))).toBe(false)
  })
})
