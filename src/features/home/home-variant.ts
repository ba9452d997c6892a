/** / and /home show 'main'; /home-2 and /home-3 compose the same sections differently. */
export type HomeVariant = 'main' | 'two' | 'three'
