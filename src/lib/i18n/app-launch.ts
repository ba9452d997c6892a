/**
 * The installed app opens at its manifest's start page (`/?launch=app`, `/es?launch=app`), in the
 * language it was installed in. A visitor who has since chosen the other language with the
 * header's switch (remembered on this device, see language-choice.ts) gets that language's home
 * page instead. Only a launch of the app is sent on: an address the visitor opened themselves is
 * never redirected. Run by the inline loader every page carries (src/boot/app-loader.ts), whose
 * every byte is in every page: so it tests the path itself rather than import locales.ts's
 * localeOfPath and localizePath.
 */
/** Where an app launch should go instead of `pathname`, or undefined to stay. */
export function appLaunchTarget(
  pathname: string,
  search: string,
  rememberedLanguage: string | null,
): string | undefined {
  if (!/[?&]launch=app(&|$)/.test(search)) return undefined
  const spanish = /^\/es(\/|$)/.test(pathname)
  if (rememberedLanguage === (spanish ? 'en' : 'es')) return spanish ? '/' : '/es'
  return undefined
}
