import { describe, expect, it } from 'vitest'
import { isHttpUrl, isUnsetOrHttpUrl } from './http-url'

describe('isHttpUrl', () => {
  it('accepts full http and https URLs, local ones included', () => {
    expect(isHttpUrl('https://example.org/donate')).toBe(true)
    expect(isHttpUrl('http://localhost:4173')).toBe(true)
    expect(isHttpUrl('http://127.0.0.1:8080/x')).toBe(true)
  })

  it('refuses other schemes, relative paths and non-strings', () => {
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('ftp://example.org')).toBe(false)
    expect(isHttpUrl('/donate')).toBe(false)
    expect(isHttpUrl('')).toBe(false)
    expect(isHttpUrl(undefined)).toBe(false)
    expect(isHttpUrl(42)).toBe(false)
  })

  it('lets an optional setting be unset', () => {
    expect(isUnsetOrHttpUrl(undefined)).toBe(true)
    expect(isUnsetOrHttpUrl('mailto:a@b.org')).toBe(false)
  })
})
