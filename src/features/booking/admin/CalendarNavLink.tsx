/** „Kalender“ in the admin's navigation, above the collections. */
export function CalendarNavLink() {
  return (
    <a
      className="nav__link"
      href="/admin/kalender"
      style={{ display: 'block', marginBottom: '0.75rem' }}
    >
      <span className="nav__link-label">Kalender (Termine)</span>
    </a>
  )
}
