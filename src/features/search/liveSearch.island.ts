import { germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'

import { NO_RESULTS_MESSAGE } from './messages'
import { suggestionItem } from './suggestionItem'
import { createSuggester, type Suggestion } from './suggestions'

const LIST_ID = 'live-search-list'

const countText = (count: number) =>
  `${count} ${count === 1 ? 'Vorschlag' : 'Vorschläge'}, mit den Pfeiltasten auswählen.`

/**
 * Suggestions under the header search (dropdown, overlay and the flyout's search panel alike),
 * as a combobox: shown while the field has focus and holds four characters or more, hidden on
 * blur, when the pointer leaves them or on Escape; arrow keys move, Enter opens. Root: the
 * element around the header's search form.
 */
const attachLiveSearch: Island = (root) => {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')
  if (!input) return
  const popup = document.createElement('div')
  popup.className = 'live-search'
  popup.hidden = true
  const list = document.createElement('ul')
  list.id = LIST_ID
  list.setAttribute('role', 'listbox')
  list.setAttribute('aria-label', 'Suchvorschläge')
  const empty = document.createElement('p')
  empty.className = 'live-search-empty'
  const status = document.createElement('p')
  status.className = 'visually-hidden'
  status.setAttribute('role', 'status')
  popup.append(list, empty)
  // Inside the form, positioned under it: the same place in dropdown, overlay and flyout panel.
  ;(input.form ?? root).append(popup)
  root.append(status)

  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-controls', LIST_ID)
  input.setAttribute('aria-expanded', 'false')

  let items: Suggestion[] = []
  let active = -1

  const options = () => [...list.querySelectorAll<HTMLElement>('[role="option"]')]
  const setActive = (index: number) => {
    active = index
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === index)))
    const current = options()[index]
    if (current) {
      input.setAttribute('aria-activedescendant', current.id)
      current.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }
  const hide = () => {
    popup.hidden = true
    input.setAttribute('aria-expanded', 'false')
    setActive(-1)
  }
  const show = (query: string, found: Suggestion[]) => {
    if (document.activeElement !== input) return
    items = found
    list.replaceChildren(...found.map((item, i) => suggestionItem(item, `${LIST_ID}-${i}`)))
    empty.textContent = found.length === 0 ? NO_RESULTS_MESSAGE : ''
    empty.hidden = found.length > 0
    popup.hidden = false
    input.setAttribute('aria-expanded', String(found.length > 0))
    setActive(-1)
    status.textContent = found.length > 0 ? countText(found.length) : NO_RESULTS_MESSAGE
    popup.dataset.query = query
  }
  const open = (index: number) => {
    const item = items[index]
    if (item) window.location.assign(item.post_url)
  }

  const suggester = createSuggester({
    onResults: show,
    onError: (error) => {
      console.error('Live search failed:', error)
      show('', [])
      empty.textContent = `Die Suche ist gerade nicht erreichbar. ${germanErrorMessage(error)}`
      status.textContent = empty.textContent
    },
    onClear: () => {
      hide()
      status.textContent = ''
    },
  })

  const onInput = () => suggester.input(input.value)
  const onFocus = () => suggester.cached(input.value)
  const onKeydown = (event: KeyboardEvent) => {
    const count = options().length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (popup.hidden || count === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(active < 0 && step < 0 ? count - 1 : (active + step + count) % count)
    } else if (event.key === 'Enter' && active >= 0 && !popup.hidden) {
      event.preventDefault()
      open(active)
    } else if (event.key === 'Escape' && !popup.hidden) {
      // Closes the suggestions only; the next Escape reaches the header and closes the panel.
      event.preventDefault()
      event.stopPropagation()
      hide()
    }
  }
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) hide()
  }
  // Keeps the focus in the field while an option is clicked, so blur does not hide it first.
  const onPointerDown = (event: PointerEvent) => event.preventDefault()
  const onClick = (event: MouseEvent) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]')
    if (option) open(options().indexOf(option))
  }
  const onPointerLeave = () => hide()

  input.addEventListener('input', onInput)
  input.addEventListener('focus', onFocus)
  input.addEventListener('keydown', onKeydown)
  root.addEventListener('focusout', onFocusOut)
  popup.addEventListener('pointerdown', onPointerDown)
  popup.addEventListener('click', onClick)
  popup.addEventListener('pointerleave', onPointerLeave)
  // The island loads on the first focus; text typed before it arrived is searched now.
  if (document.activeElement === input && input.value) suggester.input(input.value)

  return () => {
    suggester.cancel()
    input.removeEventListener('input', onInput)
    input.removeEventListener('focus', onFocus)
    input.removeEventListener('keydown', onKeydown)
    root.removeEventListener('focusout', onFocusOut)
    popup.removeEventListener('pointerdown', onPointerDown)
    popup.removeEventListener('click', onClick)
    popup.removeEventListener('pointerleave', onPointerLeave)
    popup.remove()
    status.remove()
  }
}

export default attachLiveSearch
