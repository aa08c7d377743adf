import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'

import { announceCart, type CartSummary } from '../cart/cartEvents'
import { attachQuantityInputs, setQuantityMax } from './quantityStepper'
import { matchVariant, type VariantData } from './variantData'

const IMPOSSIBLE = 'Diese Kombination ist nicht erhältlich. Bitte wählen Sie eine andere.'

/**
 * The product page's form: choosing values selects the variant and updates price, Grundpreis,
 * stock, picture and the quantity's max; an impossible combination is named and cannot be added.
 * „In den Warenkorb“ adds in place and updates the header's cart.
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

  const update = () => {
    if (variants.length === 0) return
    const chosen = selects.map((select) => select.value)
    const complete = chosen.every(Boolean)
    const variant = complete
      ? matchVariant(variants, [chosen[0] ?? '', chosen[1] ?? ''], selects.length)
      : null
    if (variantInput) variantInput.value = variant?.id ?? ''
    problem.hidden = !(complete && !variant)
    problem.textContent = complete && !variant ? IMPOSSIBLE : ''
    selects.forEach((select) =>
      complete && !variant
        ? select.setAttribute('aria-invalid', 'true')
        : select.removeAttribute('aria-invalid'),
    )
    if (price) price.textContent = variant ? variant.price : initialPrice
    if (unitPrice) {
      unitPrice.textContent = variant?.unitPrice ? `Grundpreis: ${variant.unitPrice}` : ''
      unitPrice.hidden = !variant?.unitPrice
    }
    stock.textContent = variant?.stock ?? ''
    if (quantity) setQuantityMax(quantity, variant?.max ?? null)
    button.disabled = !variant || variant.soldOut
    button.textContent = variant?.soldOut ? 'Ausverkauft' : 'In den Warenkorb'
    if (picture) {
      const src = variant?.image || initialImage
      if (src && picture.src !== src) {
        picture
          .closest('picture')
          ?.querySelectorAll('source')
          .forEach((source) => source.remove())
        picture.removeAttribute('srcset')
        picture.src = src
      }
    }
  }

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    if (button.disabled) return
    button.disabled = true
    added.textContent = ''
    try {
      const summary = await apiFetch<CartSummary>({
        path: form.getAttribute('action') ?? '',
        method: 'POST',
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      })
      announceCart(summary)
      added.innerHTML = ''
      added.append(`${summary.notice ?? 'Der Artikel liegt im Warenkorb.'} `)
      const link = document.createElement('a')
      link.href = '/warenkorb'
      link.textContent = 'Zum Warenkorb'
      added.append(link)
    } catch (error) {
      const data =
        error instanceof ApiError ? (error.data as { notice?: string } | undefined) : undefined
      added.textContent = data?.notice ?? germanErrorMessage(error)
    } finally {
      update()
      if (variants.length === 0) button.disabled = false
    }
  }

  form.addEventListener('change', update)
  form.addEventListener('submit', onSubmit)
  update()
  return () => {
    detachQuantity()
    form.removeEventListener('change', update)
    form.removeEventListener('submit', onSubmit)
  }
}

export default attach
