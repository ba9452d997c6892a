import { describe, expect, it } from 'vitest'
import { needsIosInstallHint } from './install-prompt'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'

describe('needsIosInstallHint', () => {
  it('is shown in Safari on an iPhone that has not installed the site', () => {
    expect(needsIosInstallHint(IPHONE_SAFARI, false)).toBe(true)
  })
  it('is not shown once installed, in other iOS browsers, or on Android', () => {
    expect(needsIosInstallHint(IPHONE_SAFARI, true)).toBe(false)
    expect(needsIosInstallHint(IPHONE_CHROME, false)).toBe(false)
    expect(needsIosInstallHint(ANDROID_CHROME, false)).toBe(false)
  })
})
