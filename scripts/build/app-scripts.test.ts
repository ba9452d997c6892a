import { describe, expect, it } from 'vitest'
import { appScriptsBlock, readAppScripts } from './app-scripts'

describe('app script blocks', () => {
  it('are inert JSON the page loader can find', () => {
    expect(appScriptsBlock({ entry: '/assets/main.js', preloads: ['/assets/main.js'] })).toEqual({
      attrs: { type: 'application/json', 'data-app-scripts': 'true' },
      children: '{"entry":"/assets/main.js","preloads":["/assets/main.js"]}',
    })
  })

  it('escape "<", so a file name can never close the script element', () => {
    expect(appScriptsBlock({ preloads: ['/a</script>.js'] }).children).not.toContain('</script>')
  })

  it('are read back from a prerendered page: every script, entry first, once each', () => {
    const html = [
      '<script type="application/json" data-app-scripts="true">',
      '{"entry":"/assets/main.js","preloads":["/assets/main.js","/assets/react.js"]}</script>',
      '<script>loader()</script>',
      '<script type="application/json" data-app-scripts="true">{"preloads":["/assets/about.js"]}',
      '</script>',
    ].join('')
    expect(readAppScripts(html)).toEqual([
      '/assets/main.js',
      '/assets/react.js',
      '/assets/about.js',
    ])
  })
})
