/**
 * A sign-up's mails as nodemailer sends them: plain Dutch text (as the Zijstroom confirmation),
 * with the cancel link where the row has one, and for a confirmed seat the service or event as an
 * `.ics` attachment (ical-generator) for the visitor's calendar. The Message-ID is the row's, the
 * same on every attempt.
 */
import { formatDate, formatTime } from '@kerk/kit/dates';
import { registrations as texts } from '@kerk/kit/registrations';
import { pathTo } from '@kerk/kit/site-map';
import { ICalCalendar } from 'ical-generator';
import type { SendMailOptions } from 'nodemailer';

import type { MailSite } from '../newsletter/newsletter-mail';
import type { RegistrationMail } from './registration-outbox';
import type { Target } from './registration-targets';

export const cancelUrl = (origin: string, token: string) => `${origin}${texts.links.cancel}?token=${encodeURIComponent(token)}`;

const when = (target: Target) => `${formatDate(target.startsAt, 'dddd D MMMM YYYY')} om ${formatTime(target.startsAt)} uur`;
const seatsText = (n: number) => (n === 1 ? '1 plaats' : `${n} plaatsen`);
const domainOf = (address: string) => address.split('@')[1] || 'localhost';
/** The service's or event's page on the site. */
const pageOf = (target: Target) => pathTo(target.kind === 'service' ? 'service' : 'event', { id: String(target.id) });

/** The service or event as one VEVENT, for the visitor's calendar. */
export function icsOf(mail: Pick<RegistrationMail, 'id' | 'target' | 'origin'>, site: MailSite): string {
  const { target } = mail;
  const calendar = new ICalCalendar({ name: site.title, prodId: { company: site.title, product: 'aanmelding', language: 'NL' } });
  calendar.createEvent({
    id: `aanmelding-${target.kind}-${target.id}-${target.occurrence || 'een'}`,
    start: new Date(target.startsAt),
    end: new Date(target.endsAt),
    summary: target.title,
    location: target.place,
    url: `${mail.origin}${pageOf(target)}`,
  });
  return calendar.toString();
}

function bodyOf(mail: RegistrationMail): { subject: string; lines: string[] } {
  const { target, registration } = mail;
  const head = [`Beste ${registration.name || 'bezoeker'},`, ''];
  // The service or event as a block: its name, when, where, and the visitor's answer to the question.
  const details = [
    target.title,
    `Wanneer: ${when(target)}`,
    ...(target.place ? [`Waar: ${target.place}`] : []),
    ...(target.question && registration.answer ? [`Uw antwoord op "${target.question}": ${registration.answer}`] : []),
    `Meer informatie: ${mail.origin}${pageOf(target)}`,
  ];
  const link = mail.token ? cancelUrl(mail.origin, mail.token) : null;
  switch (mail.kind) {
    case 'confirm':
      if (registration.status === 'waitlisted') {
        return {
          subject: `Wachtlijst: ${target.title}, ${when(target)}`,
          lines: [
            ...head,
            `${texts.waitlisted(target.what, registration.position ?? 1)}, met ${seatsText(registration.seats)}.`,
            'Komt er een plaats vrij, dan krijgt u meteen een e-mail.',
            '',
            ...details,
            ...(link ? ['', 'Wilt u niet meer op de wachtlijst staan? Meld u af met deze link:', link] : []),
          ],
        };
      }
      return {
        subject: `Aangemeld: ${target.title}, ${when(target)}`,
        lines: [
          ...head,
          `${texts.confirmed(registration.seats)}. Fijn dat u komt!`,
          '',
          ...details,
          '',
          'In de bijlage staat de afspraak voor uw agenda.',
          ...(link ? ['', 'Kunt u toch niet komen? Meld u dan af, dan gaat uw plaats naar iemand op de wachtlijst:', link] : []),
        ],
      };
    case 'moved_up':
      return {
        subject: `Er is een plaats vrij: ${target.title}, ${when(target)}`,
        lines: [
          ...head,
          `Er is een plaats vrijgekomen. ${texts.confirmed(registration.seats)}.`,
          '',
          ...details,
          '',
          'In de bijlage staat de afspraak voor uw agenda.',
          ...(link ? ['', 'Kunt u toch niet komen? Meld u dan af:', link] : []),
        ],
      };
    case 'reminder':
      return {
        subject: `Herinnering: ${target.title}, ${when(target)}`,
        lines: [...head, `Een herinnering: u bent aangemeld voor ${seatsText(registration.seats)}.`, '', ...details, '', 'Kunt u toch niet komen? Meld u dan af met de link in uw eerste e-mail.'],
      };
    case 'message':
      return {
        subject: mail.subject || `Bericht over ${target.title}`,
        lines: [...head, mail.body, '', `U ontvangt dit bericht omdat u zich heeft aangemeld voor: ${target.title}, ${when(target)}.`, ...(link ? ['Afmelden:', link] : [])],
      };
    default:
      throw new Error(`onbekende aanmeldingsmail ${String(mail.kind)}`);
  }
}

/** The message as nodemailer sends it. */
export function buildRegistrationMail(mail: RegistrationMail, site: MailSite): SendMailOptions & { text: string; subject: string } {
  const { subject, lines } = bodyOf(mail);
  const confirmed = mail.registration.status === 'confirmed' && (mail.kind === 'confirm' || mail.kind === 'moved_up');
  return {
    from: { name: site.title, address: site.email },
    to: mail.to,
    subject,
    text: [...lines, '', 'Met vriendelijke groet,', site.title, ''].join('\n'),
    messageId: `<aanmelding-${mail.id}@${domainOf(site.email)}>`,
    ...(confirmed ? { attachments: [{ filename: 'aanmelding.ics', content: icsOf(mail, site), contentType: 'text/calendar; charset=utf-8' }] } : {}),
  };
}
