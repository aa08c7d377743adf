import type { Island } from '@/lib/islands'

import { onConsentChoices, requestServiceConsent } from '@/contracts/consentEvents'

import { PLAYER_COMMAND_EVENT, type PlayerCommand } from '@/contracts/playerCommand'
import type { EmbedService } from './services'
import { subscribeMessages } from '@/lib/video/playerEvents'
import { playerMessage, type VideoProvider } from '@/lib/video/videos'

/** Puts the gated frame in place once the visitor consents or asks for this one (EmbedGate.tsx). */
const attachEmbedGate: Island = (root) => {
  const service = root.dataset.service as EmbedService
  const template = root.querySelector('template')
  const gate = root.firstElementChild as HTMLElement | null
  if (!template || !gate) return
  let frame: HTMLIFrameElement | null = null
  const cleanups: Array<() => void> = []

  const load = () => {
    if (frame) return
    frame = template.content.querySelector('iframe')!.cloneNode(true) as HTMLIFrameElement
    gate.replaceWith(frame)
    if (service === 'maps') return
    const origin = new URL(frame.src).origin
    const player = frame
    // Once the player runs it is asked to report play, pause and end (sliders listen for them).
    const subscribe = () =>
      subscribeMessages(service as VideoProvider).forEach((message) =>
        player.contentWindow?.postMessage(message, origin),
      )
    player.addEventListener('load', subscribe)
    cleanups.push(() => player.removeEventListener('load', subscribe))
    const onCommand = (event: Event) => {
      const { command, within } = (event as CustomEvent<PlayerCommand>).detail
      if (!frame?.contentWindow || (within && !within.contains(frame))) return
      frame.contentWindow.postMessage(playerMessage(service as VideoProvider, command), origin)
    }
    window.addEventListener(PLAYER_COMMAND_EVENT, onCommand)
    cleanups.push(() => window.removeEventListener(PLAYER_COMMAND_EVENT, onCommand))
  }

  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-embed-action]')?.dataset
      .embedAction
    if (action === 'load') load()
    else if (action === 'allow') requestServiceConsent(service)
  }
  gate.addEventListener('click', onClick)
  cleanups.push(() => gate.removeEventListener('click', onClick))
  cleanups.push(
    onConsentChoices((choices) => {
      if (choices[service]) load()
    }),
  )
  return () => cleanups.forEach((cleanup) => cleanup())
}

export default attachEmbedGate
