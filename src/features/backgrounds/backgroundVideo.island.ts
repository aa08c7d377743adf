import { prefersReducedMotion } from '@/lib/autoplay'
import { onConsentChoices } from '@/contracts/consentEvents'
import type { Island } from '@/lib/islands'
import { playerMessage, type VideoProvider } from '@/lib/video/videos'

/**
 * Puts a background video's player in place once the visitor has consented to its service;
 * before that the poster stays and nothing is requested from the host. With reduced motion it
 * does not start by itself. „Video anhalten“ pauses and resumes it (a moving background must be
 * stoppable, WCAG 2.2.2).
 */
const attachBackgroundVideo: Island = (root) => {
  const service = root.dataset.service as VideoProvider
  const media = root.querySelector<HTMLElement>('[data-video-media]')
  const template = media?.querySelector('template')
  const toggle = root.querySelector<HTMLButtonElement>('[data-video-toggle]')
  if (!media || !template || !toggle) return
  let frame: HTMLIFrameElement | null = null
  let playing = false

  const setPlaying = (next: boolean) => {
    playing = next
    toggle.firstChild!.textContent = next ? 'Video anhalten' : 'Video abspielen'
  }
  const load = () => {
    if (frame || prefersReducedMotion()) return
    frame = template.content.querySelector('iframe')!.cloneNode(true) as HTMLIFrameElement
    media.append(frame)
    toggle.hidden = false
    setPlaying(true)
  }
  const onToggle = () => {
    if (!frame?.contentWindow) return
    frame.contentWindow.postMessage(
      playerMessage(service, playing ? 'pause' : 'play'),
      new URL(frame.src).origin,
    )
    setPlaying(!playing)
  }
  toggle.addEventListener('click', onToggle)
  const stop = onConsentChoices((choices) => {
    if (choices[service]) load()
  })
  return () => {
    stop()
    toggle.removeEventListener('click', onToggle)
  }
}

export default attachBackgroundVideo
