import type { Connection } from 'mongoose';
import nodemailer from 'nodemailer';
import { outboxModel } from '../models/outbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action links in the message (confirmation, reset); the dev outbox lists them. */
  links: string[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP_URL set: real SMTP through nodemailer. Otherwise the outbox collection (dev, tests, e2e). */
export function createMailer(options: { smtpUrl: string | null; from: string; db: Connection }): Mailer {
  const { smtpUrl, from, db } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await outboxModel(db).create(mail);
    },
    close: () => undefined,
  };
}
