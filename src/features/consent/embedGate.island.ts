import type { Island } from '@/lib/islands'

import { allowService, onChoices } from './consentStore'
import { PLAYER_COMMAND_EVENT } from './playerCommand'
import type { ConsentService } from './services'
import { playerMessage, type VideoProvider } from './videos'

/** Puts the gated frame in place once the visitor consents or asks for this one (EmbedGate.tsx). */
const attachEmbedGate: Island = (root) => {
  const service = root.dataset.service as Exclude<ConsentService, 'analytics'>
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
    const onCommand = (event: Event) => {
      const { command, within } = (
        event as CustomEvent<{ command: 'play' | 'pause'; within?: Element }>
      ).detail
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
    else if (action === 'allow') allowService(service)
  }
  gate.addEventListener('click', onClick)
  cleanups.push(() => gate.removeEventListener('click', onClick))
  cleanups.push(
    onChoices((choices) => {
      if (choices[service]) load()
    }),
  )
  return () => cleanups.forEach((cleanup) => cleanup())
}

export default attachEmbedGate
