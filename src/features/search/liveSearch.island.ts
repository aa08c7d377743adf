import { germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'

import { NO_RESULTS_MESSAGE } from './messages'
import { suggestionItem } from './suggestionItem'
import { createSuggester, type Suggestion } from './suggestions'

const LIST_ID = 'live-search-list'

const countText = (count: number) =>
  `${count} ${count === 1 ? 'Vorschlag' : 'Vorschläge'}, mit den Pfeiltasten auswählen.`

type KeyAction = { kind: 'move'; index: number } | { kind: 'open' } | { kind: 'close' }

/** What a key does in the combobox: arrows move (wrapping), Enter opens, Escape closes. */
function keyAction(
  key: string,
  { count, active, shown }: { count: number; active: number; shown: boolean },
): KeyAction | null {
  if (!shown) return null
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (count === 0) return null
    const step = key === 'ArrowDown' ? 1 : -1
    return {
      kind: 'move',
      index: active < 0 && step < 0 ? count - 1 : (active + step + count) % count,
    }
  }
  if (key === 'Enter') return active >= 0 ? { kind: 'open' } : null
  return key === 'Escape' ? { kind: 'close' } : null
}

/**
 * The suggestions' markup: a listbox popup inside the form (positioned under it: the same place
 * in dropdown, overlay and flyout panel), a no-results line and a status line for screen readers.
 * The field becomes the listbox's combobox.
 */
function buildPopup(root: HTMLElement, input: HTMLInputElement) {
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
  ;(input.form ?? root).append(popup)
  root.append(status)
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-controls', LIST_ID)
  input.setAttribute('aria-expanded', 'false')
  return { popup, list, empty, status }
}

/**
 * Suggestions under the header search (dropdown, overlay and the flyout's search panel alike),
 * as a combobox: shown while the field has focus and holds four characters or more, hidden on
 * blur, when the pointer leaves them or on Escape; arrow keys move, Enter opens. Root: the
 * element around the header's search form.
 */
const attachLiveSearch: Island = (root) => {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')
  if (!input) return
  const { popup, list, empty, status } = buildPopup(root, input)

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
    const action = keyAction(event.key, { count: options().length, active, shown: !popup.hidden })
    if (!action) return
    event.preventDefault()
    if (action.kind === 'move') setActive(action.index)
    else if (action.kind === 'open') open(active)
    else {
      // Closes the suggestions only; the next Escape reaches the header and closes the panel.
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

  const controller = new AbortController()
  const { signal } = controller
  input.addEventListener('input', onInput, { signal })
  input.addEventListener('focus', onFocus, { signal })
  input.addEventListener('keydown', onKeydown, { signal })
  root.addEventListener('focusout', onFocusOut, { signal })
  popup.addEventListener('pointerdown', onPointerDown, { signal })
  popup.addEventListener('click', onClick, { signal })
  popup.addEventListener('pointerleave', onPointerLeave, { signal })
  // The island loads on the first focus; text typed before it arrived is searched now.
  if (document.activeElement === input && input.value) suggester.input(input.value)

  return () => {
    suggester.cancel()
    controller.abort()
    popup.remove()
    status.remove()
  }
}

export default attachLiveSearch
