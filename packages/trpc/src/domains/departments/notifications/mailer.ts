import { createTransport } from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string; messageId: string };

/** Sends one email; resolves once the mail server has accepted it, rejects otherwise. */
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** Seconds a send may take; the worker's claim on a row lasts well beyond it. */
export const SMTP_TIMEOUT_MS = 30_000;

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), from MAIL_FROM. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
