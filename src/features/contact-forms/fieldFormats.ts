import * as z from 'zod'

import { isEmailAddress } from '@/lib/formText'

/**
 * The formats typed fields must have, checked on the server. Addresses and dates follow zod's
 * standard rules; e-mail, telephone and number keep Contact Form 7's own patterns: zod's e-mail
 * pattern refuses umlauts before the @ (or, in its Unicode form, accepts addresses without a
 * dot after it and with angle brackets, which would go into the mail's Reply-To).
 */
const email = z.string().refine(isEmailAddress)
const tel = z
  .string()
  .regex(/^\+?[0-9 ()/.-]{5,30}$/)
  .refine((value) => /\d{4,}/.test(value.replace(/\D/g, '')), 'at least four digits')
const url = z.url({ protocol: /^https?$/, hostname: z.regexes.domain })
const number = z.string().regex(/^-?\d+([.,]\d+)?$/)
const date = z.iso.date()

const valid = (schema: z.ZodType) => (value: string) => schema.safeParse(value).success

export const isEmail = valid(email)
export const isTel = valid(tel)
export const isUrl = valid(url)
export const isNumber = valid(number)
export const isDate = valid(date)
