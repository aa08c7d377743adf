/** The shop's mails go through the outbox like every mail of the site (lib/mail/send.ts). */
export { sendMails as sendShopMail } from '@/lib/mail/send'
