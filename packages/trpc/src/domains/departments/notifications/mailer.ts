import type { Transporter } from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string; messageId: string };

/** Sends one email; resolves once the mail server has accepted it, rejects otherwise. */
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** Seconds a send may take; the worker's claim on a row lasts well beyond it. */
export const SMTP_TIMEOUT_MS = 30_000;

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), from MAIL_FROM.
 * nodemailer loads with the first mail, so API processes that never send one do not carry it.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    );
    return transport;
  };
  return {
    send: async (mail) => {
      await (await open()).sendMail({ from, ...mail });
    },
    close: () => {
      void transport?.then((opened) => opened.close());
    },
  };
}
