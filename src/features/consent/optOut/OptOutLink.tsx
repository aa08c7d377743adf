import { island } from '@/lib/islands'

/**
 * "Google Analytics deaktivieren" (docs/spec.md §8). The `opt-out` island, loaded on the first
 * interaction, sets the opt-out cookie and confirms it in the status line.
 */
export function OptOutLink({ measurementId, label }: { measurementId: string; label: string }) {
  return (
    <p {...island('opt-out', 'interaction')} data-measurement-id={measurementId}>
      <button type="button" className="link-button">
        {label}
      </button>
      <span role="status" aria-live="polite" />
    </p>
  )
}
