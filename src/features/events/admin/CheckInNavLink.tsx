/** „Einlass“ in the admin's navigation: the door's page for event tickets. */
export function CheckInNavLink() {
  return (
    <a
      className="nav__link"
      href="/admin/einlass"
      style={{ display: 'block', marginBottom: '0.75rem' }}
    >
      <span className="nav__link-label">Einlass (Veranstaltungen)</span>
    </a>
  )
}
