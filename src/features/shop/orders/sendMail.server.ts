import type { Payload } from 'payload'

import { mailService, type OutgoingMail } from '@/contracts/mail'

/** The shop's mails go through the outbox like every mail of the site (contracts/mail.ts). */
export const sendShopMail = (payload: Payload, mails: OutgoingMail[]) =>
  mailService(payload).send(payload, mails)
