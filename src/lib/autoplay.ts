/**
 * A timer that advances something (a slider, a slideshow) every `interval` ms while nothing holds
 * it. Reasons to hold are named (hover, focus, a playing video, the visitor's pause button), so
 * one reason ending does not resume while another still holds. Each resume starts a full
 * interval: a visitor who moves the mouse away gets the whole time to look.
 */
export type Autoplay = {
  hold: (reason: string) => void
  release: (reason: string) => void
  /** Starts a fresh interval (after a manual step) if running. */
  restart: () => void
  isHeld: (reason?: string) => boolean
  stop: () => void
}

export function autoplay(
  interval: number,
  advance: () => void,
  initialHolds: string[] = [],
): Autoplay {
  const holds = new Set(initialHolds)
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    clearTimeout(timer)
    timer = undefined
    if (holds.size > 0) return
    timer = setTimeout(() => {
      timer = undefined
      advance()
      schedule()
    }, interval)
  }
  schedule()
  return {
    hold(reason) {
      holds.add(reason)
      schedule()
    },
    release(reason) {
      if (!holds.delete(reason)) return
      schedule()
    },
    restart: schedule,
    isHeld: (reason) => (reason ? holds.has(reason) : holds.size > 0),
    stop() {
      holds.add('stopped')
      clearTimeout(timer)
    },
  }
}

/** Whether the visitor asked the system for less motion. */
export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
