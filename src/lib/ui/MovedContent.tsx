import { MOVED_ATTRIBUTE } from '@/lib/notFound'

/**
 * An old page address: marked so the front server answers 301 with the new address (as with
 * NotFoundContent, the status travels in the markup). A client that does not follow redirects
 * still finds the link.
 */
export function MovedContent({ to }: { to: string }) {
  return (
    <section className="not-found" {...{ [MOVED_ATTRIBUTE]: to }}>
      <h1>Diese Seite ist umgezogen</h1>
      <p>
        Sie finden sie jetzt unter <a href={to}>{to}</a>.
      </p>
    </section>
  )
}
