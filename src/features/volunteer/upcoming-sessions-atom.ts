import { atom } from 'jotai/vanilla'
import type { PackingSession } from './sessions'

/**
 * The sessions the page lists, for the sign-up form: null until the page has worked them out in
 * the browser. The form hydrates later than the page (when the visitor nears it), so it reads
 * them from here, with null while hydrating, rather than as props that would change under it.
 */
export const upcomingSessionsAtom = atom<readonly PackingSession[] | null>(null)
