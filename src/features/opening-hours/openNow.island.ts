import type { Island } from '@/lib/islands'

import { openingStatus, type Schedule } from './openingStatus'
import { statusText } from './statusText'

const RECHECK_MS = 60_000

const attachOpenNow: Island = (root) => {
  const text = root.querySelector('[data-status-text]')
  if (!text || !root.dataset.schedule) return
  const schedule = JSON.parse(root.dataset.schedule) as Schedule
  const update = () => {
    const status = openingStatus(schedule, new Date())
    root.dataset.open = String(status.open)
    text.textContent = statusText(status)
  }
  update()
  const timer = window.setInterval(update, RECHECK_MS)
  return () => window.clearInterval(timer)
}

export default attachOpenNow
