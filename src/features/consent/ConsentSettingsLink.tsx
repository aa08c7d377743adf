/** Always in the footer: reopens the consent banner (a button; it acts on this page). */
export function ConsentSettingsLink({ className }: { className?: string }) {
  return (
    <button type="button" className={className} data-consent-open>
      Cookie-Einstellungen
    </button>
  )
}
