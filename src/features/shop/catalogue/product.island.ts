import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'

import { announceCart, type CartSummary } from '../cart/cartEvents'
import { attachQuantityInputs, setQuantityMax } from './quantityStepper'
import { matchVariant, type VariantData } from './variantData'

const IMPOSSIBLE = 'Diese Kombination ist nicht erhältlich. Bitte wählen Sie eine andere.'
const SOLD_OUT = 'Diese Ausführung ist leider ausverkauft.'

/** „Bitte wählen Sie zuerst Größe und Duft.“: the options still open, by their labels. */
function chooseFirst(open: HTMLSelectElement[]): string {
  const names = open.map((select) => select.labels?.[0]?.textContent?.trim() || 'eine Option')
  const last = names.pop()
  return `Bitte wählen Sie zuerst ${names.length ? `${names.join(', ')} und ${last}` : last}.`
}

/** The variant's own picture in place of the product's (its renditions go with it). */
function showPicture(picture: HTMLImageElement, src: string) {
  if (!src || picture.src === src) return
  picture
    .closest('picture')
    ?.querySelectorAll('source')
    .forEach((source) => source.remove())
  picture.removeAttribute('srcset')
  picture.src = src
}

/** An impossible combination named, its selects marked invalid; or neither. */
function markImpossible(problem: HTMLElement, selects: HTMLSelectElement[], impossible: boolean) {
  problem.hidden = !impossible
  problem.textContent = impossible ? IMPOSSIBLE : ''
  for (const select of selects)
    if (impossible) select.setAttribute('aria-invalid', 'true')
    else select.removeAttribute('aria-invalid')
}

function showUnitPrice(unitPrice: HTMLElement, variant: VariantData | null) {
  unitPrice.textContent = variant?.unitPrice ? `Grundpreis: ${variant.unitPrice}` : ''
  unitPrice.hidden = !variant?.unitPrice
}

/** „Der Artikel liegt im Warenkorb. Zum Warenkorb“ under the button. */
function confirmAdded(added: HTMLElement, summary: CartSummary) {
  added.innerHTML = ''
  added.append(`${summary.notice ?? 'Der Artikel liegt im Warenkorb.'} `)
  const link = document.createElement('a')
  link.href = '/warenkorb'
  link.textContent = 'Zum Warenkorb'
  added.append(link)
}

/**
 * The product page's form: choosing values selects the variant and updates price, Grundpreis,
 * stock, picture and the quantity's max; an impossible combination is named and cannot be added.
 * „In den Warenkorb“ adds in place and updates the header's cart.
 *
 * The button is marked `aria-disabled`, never `disabled`, while nothing can be added or an add is
 * under way: a disabled button loses the keyboard's focus (to the page's start), and a visitor
 * who tabbed to it before choosing would be thrown out of the form. Pressed then, it says what is
 * missing.
 */
const attach: Island = (root) => {
  const form = root as HTMLFormElement
  const variants = JSON.parse(form.dataset.variants ?? '[]') as VariantData[]
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="option"]')]
  const variantInput = form.querySelector<HTMLInputElement>('[data-variant-id]')
  const quantity = form.querySelector<HTMLInputElement>('input[name="quantity"]')
  const button = form.querySelector<HTMLButtonElement>('[data-add]')!
  const problem = form.querySelector<HTMLElement>('[data-variant-problem]')!
  const stock = form.querySelector<HTMLElement>('[data-stock]')!
  const added = form.querySelector<HTMLElement>('[data-added]')!
  const page = form.closest('article') ?? document
  const price = page.querySelector<HTMLElement>('[data-price]')
  const unitPrice = page.querySelector<HTMLElement>('[data-unit-price]')
  const picture = page.querySelector<HTMLImageElement>('picture img, img')
  const initialPrice = price?.textContent ?? ''
  const initialImage = picture?.currentSrc || picture?.src || ''
  const detachQuantity = attachQuantityInputs(form)
  let current: VariantData | null = null
  let adding = false
  const unavailable = () => variants.length > 0 && (!current || current.soldOut)
  const markButton = () => button.setAttribute('aria-disabled', String(adding || unavailable()))

  const update = () => {
    if (variants.length === 0) return
    const chosen = selects.map((select) => select.value)
    const complete = chosen.every(Boolean)
    const variant = complete
      ? matchVariant(variants, [chosen[0] ?? '', chosen[1] ?? ''], selects.length)
      : null
    if (variantInput) variantInput.value = variant?.id ?? ''
    markImpossible(problem, selects, complete && !variant)
    if (price) price.textContent = variant ? variant.price : initialPrice
    if (unitPrice) showUnitPrice(unitPrice, variant)
    stock.textContent = variant?.stock ?? ''
    if (quantity) setQuantityMax(quantity, variant?.max ?? null)
    current = variant
    markButton()
    button.textContent = variant?.soldOut ? 'Ausverkauft' : 'In den Warenkorb'
    if (picture) showPicture(picture, variant?.image || initialImage)
  }

  /** Why nothing can be added now, said where the impossible combination is said. */
  const explain = () => {
    const open = selects.filter((select) => !select.value)
    problem.textContent = open.length ? chooseFirst(open) : current ? SOLD_OUT : IMPOSSIBLE
    problem.hidden = false
  }

  // Before the browser checks the form: its own message would name one empty select and take
  // the focus there; this one names all that are open and leaves the focus on the button.
  const onPress = (event: MouseEvent) => {
    if (!adding && !unavailable()) return
    event.preventDefault()
    if (!adding) explain()
  }

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    if (adding || unavailable()) return
    adding = true
    markButton()
    added.textContent = ''
    try {
      const summary = await apiFetch<CartSummary>({
        path: form.getAttribute('action') ?? '',
        method: 'POST',
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      })
      announceCart(summary)
      confirmAdded(added, summary)
    } catch (error) {
      const data =
        error instanceof ApiError ? (error.data as { notice?: string } | undefined) : undefined
      added.textContent = data?.notice ?? germanErrorMessage(error)
    } finally {
      adding = false
      update()
      markButton()
    }
  }

  form.addEventListener('change', update)
  form.addEventListener('submit', onSubmit)
  button.addEventListener('click', onPress)
  update()
  return () => {
    detachQuantity()
    form.removeEventListener('change', update)
    form.removeEventListener('submit', onSubmit)
    button.removeEventListener('click', onPress)
  }
}

export default attach
