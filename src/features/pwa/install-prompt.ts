/** Chrome's install event: not in TypeScript's DOM lib. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** iOS Safari has no install prompt: visitors add the site from the Share menu themselves. */
export function needsIosInstallHint(userAgent: string, standalone: boolean): boolean {
  const isIos = /iPad|iPhone|iPod/.test(userAgent)
  const isSafari = /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)
  return isIos && isSafari && !standalone
}
