import { describe, expect, it } from 'vitest'
import { appLaunchTarget } from './app-launch'
import { LANGUAGE_CHOICE_KEY } from './language-choice'

describe('the installed app opens in the language last chosen', () => {
  it('sends a launch of the English app to the Spanish home page once Spanish was chosen', () => {
    expect(appLaunchTarget('/', '?launch=app', 'es')).toBe('/es')
  })

  it('sends a launch of the Spanish app to the English home page once English was chosen', () => {
    expect(appLaunchTarget('/es', '?launch=app', 'en')).toBe('/')
  })

  it('stays when the choice is the app’s own language, or none was made', () => {
    expect(appLaunchTarget('/', '?launch=app', 'en')).toBeUndefined()
    expect(appLaunchTarget('/es', '?launch=app', 'es')).toBeUndefined()
    expect(appLaunchTarget('/', '?launch=app', null)).toBeUndefined()
  })

  it('never redirects an address the visitor opened', () => {
    expect(appLaunchTarget('/', '', 'es')).toBeUndefined()
    expect(appLaunchTarget('/donate', '?amount=20', 'es')).toBeUndefined()
  })

  it('reads the choice under the key the language switch writes', () => {
    // The loader reads localStorage by this key; a renamed key would silently lose the choice.
    expect(LANGUAGE_CHOICE_KEY).toBe('language')
  })
})
