import { island } from '@/lib/islands'

import { CloseIcon, SearchIcon } from './icons'
import { NAV_LABELS } from './labels'

/**
 * The header's search form. A plain GET to /suche, so it works before and without JavaScript;
 * the header behaviours show it as a dropdown, an overlay or the flyout's search panel, and the
 * live-search island (features/search) adds suggestions on the first focus.
 */
export function HeaderSearch({ className }: { className?: string }) {
  return (
    <div
      id="header-search"
      className={className}
      data-search-panel
      {...island('live-search', 'interaction')}
    >
      <form role="search" action="/suche" method="get" aria-label={NAV_LABELS.searchField}>
        <label htmlFor="header-search-input" className="visually-hidden">
          {NAV_LABELS.searchField}
        </label>
        <input
          id="header-search-input"
          type="search"
          name="s"
          maxLength={100}
          minLength={4}
          placeholder="Suchbegriff …"
          autoComplete="off"
          required
        />
        <button type="submit">
          <SearchIcon />
          <span className="visually-hidden">{NAV_LABELS.searchSubmit}</span>
        </button>
        <button type="button" data-search-close>
          <CloseIcon />
          <span className="visually-hidden">{NAV_LABELS.closeSearch}</span>
        </button>
      </form>
    </div>
  )
}
