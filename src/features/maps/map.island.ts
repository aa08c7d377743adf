import { onConsentChoices, requestServiceConsent } from '@/contracts/consentEvents'
import type { Island } from '@/lib/islands'

/**
 * The map's gate (MapBlock.tsx). It costs a few hundred bytes: Leaflet and its styles are a
 * chunk of their own (`leafletMap.ts`), fetched only when the visitor clicks „Karte laden“ or has
 * consented to „Karten“; before that nothing is requested from the tile server.
 */
const attachMap: Island = (root) => {
  const gate = root.querySelector<HTMLElement>('[data-map-gate]')
  const places = root.parentElement?.querySelector<HTMLElement>('[data-map-places]')
  if (!gate || !places) return
  let state: 'waiting' | 'loading' | 'shown' = 'waiting'
  let removeMap: (() => void) | undefined

  const load = async () => {
    if (state !== 'waiting') return
    state = 'loading'
    // Whoever pressed a button in the gate keeps the keyboard on the map that replaces it.
    const focus = gate.contains(document.activeElement)
    root.setAttribute('aria-busy', 'true')
    try {
      const { showMap } = await import('./leafletMap')
      removeMap = showMap({ root, gate, places, focus })
      state = 'shown'
    } catch (error) {
      state = 'waiting'
      console.error('The map failed to load', error)
    } finally {
      root.removeAttribute('aria-busy')
    }
  }

  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-map-action]')?.dataset
      .mapAction
    if (action === 'load') void load()
    else if (action === 'allow') requestServiceConsent('maps')
  }
  gate.addEventListener('click', onClick)
  const stopListening = onConsentChoices((choices) => {
    if (choices.maps) void load()
  })
  return () => {
    gate.removeEventListener('click', onClick)
    stopListening()
    removeMap?.()
  }
}

export default attachMap
