/**
 * The newsletter's mails as nodemailer sends them. A confirmation is plain Dutch text with its
 * link. An issue is HTML with its CSS inlined by `juice` (most mail clients drop a <style> block)
 * and a plain-text alternative by `html-to-text`; its images and links are absolute URLs of the
 * site (the media library's photos), and it carries a visible "Afmelden" link and the headers
 * `List-Unsubscribe` (https and mailto) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * (RFC 8058), so a mail client can unsubscribe with one click. The Message-ID is the row's, the
 * same on every attempt. The HTML here is the mail's frame only (the issue's body is the editor's
 * sanitized HTML); a mail client is not a browser, so no React component renders it.
 */
import { newsletter } from '@kerk/kit/newsletter';
import { pathTo } from '@kerk/kit/site-map';
import { PALETTES } from '@kerk/kit/tokens';
import type { SendMailOptions } from 'nodemailer';

import { now } from '../../../lib/clock';
import type { NewsletterMail } from './newsletter-outbox';

export interface MailSite {
  /** The site's name (settings.title) and e-mail address (settings.email): the sender. */
  title: string;
  email: string;
}

const colours = PALETTES.light;

/**
 * `juice` (with cheerio) and `html-to-text`: loaded with the first issue mail or preview, not at every
 * start of the API (they are a sixth of what it loads, for a mail sent a few times a month).
 */
let mailLibraries: Promise<{ juice: typeof import('juice'); convert: typeof import('html-to-text').convert }> | undefined;
const loadMailLibraries = () =>
  (mailLibraries ??= Promise.all([import('juice'), import('html-to-text')]).then(([juice, htmlToText]) => ({ juice: juice.default, convert: htmlToText.convert })));

const STYLE = `
body { margin: 0; padding: 0; background: ${colours.background}; color: ${colours.text}; font-family: Georgia, 'Times New Roman', serif; }
.frame { max-width: 640px; margin: 0 auto; padding: 24px; background: ${colours.surface}; }
.brand { margin: 0 0 8px; color: ${colours.textMuted}; font-size: 15px; }
h1 { margin: 0 0 16px; color: ${colours.primary}; font-size: 28px; line-height: 1.25; }
h2 { margin: 24px 0 8px; color: ${colours.primary}; font-size: 21px; }
h3 { margin: 20px 0 8px; font-size: 18px; }
p, li { font-size: 17px; line-height: 1.55; }
a { color: ${colours.link}; }
img { max-width: 100%; height: auto; border: 0; }
table { border-collapse: collapse; }
td, th { border: 1px solid ${colours.border}; padding: 4px 8px; }
blockquote { margin: 16px 0; padding-left: 12px; border-left: 4px solid ${colours.secondary}; }
.footer { margin-top: 32px; padding-top: 16px; border-top: 1px solid ${colours.border}; color: ${colours.textMuted}; font-size: 15px; }
.footer p { font-size: 15px; }
`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The editor's HTML with every site-relative `src` and `href` made absolute, and without `srcset`
 * and `sizes` (a mail client takes `src`, at its width and height). A library photo goes as its
 * WebP rendition: far more mail clients show WebP than AVIF (classic Outlook for Windows neither).
 */
export function absolutize(html: string, origin: string): string {
  return html
    .replace(/\s(?:srcset|sizes)="[^"]*"/g, '')
    .replace(/(\ssrc="\/api\/media\/[0-9a-f]{20}\/\d{1,4})\.avif"/g, '$1.webp"')
    .replace(/(\s(?:src|href))="\/(?!\/)/g, `$1="${origin}/`);
}

export const unsubscribeUrl = (origin: string, token: string) => `${origin}${pathTo('zijstroomUnsubscribe')}?token=${encodeURIComponent(token)}`;
export const confirmUrl = (origin: string, token: string) => `${origin}${newsletter.links.confirm}?token=${encodeURIComponent(token)}`;

const domainOf = (address: string) => address.split('@')[1] || 'localhost';

/** An issue's HTML as it is mailed: the frame, the body, the footer with "Afmelden", CSS inlined. */
export async function issueHtml(issue: { title: string; body: string }, site: MailSite, origin: string, unsubscribe: string, webUrl: string | null): Promise<string> {
  const { juice } = await loadMailLibraries();
  const footer = [
    `<p>U ontvangt Zijstroom omdat u zich daarvoor heeft aangemeld op de website van ${escapeHtml(site.title)}.</p>`,
    `<p><a href="${escapeHtml(unsubscribe)}">Afmelden</a>${webUrl ? ` · <a href="${escapeHtml(webUrl)}">Lees deze Zijstroom op de website</a>` : ''}</p>`,
  ].join('');
  const page = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(issue.title)}</title><style>${STYLE}</style></head><body><div class="frame"><p class="brand">Zijstroom · ${escapeHtml(site.title)}</p><h1>${escapeHtml(issue.title)}</h1>${absolutize(issue.body, origin)}<div class="footer">${footer}</div></div></body></html>`;
  // The photo's own width and height attributes stay: the CSS's `height: auto` must not replace them.
  return juice(page, { applyWidthAttributes: false, applyHeightAttributes: false });
}

/** The plain-text alternative of an issue's HTML: links as "text [url]", no images, headings as they are. */
export async function issueText(html: string): Promise<string> {
  const { convert } = await loadMailLibraries();
  return convert(html, {
    wordwrap: 76,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'title', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'table', format: 'dataTable' },
    ],
  });
}

/** The confirmation mail: Dutch, the link (7 days, once), and what happens when nothing is done. */
export function confirmationMail(mail: NewsletterMail, site: MailSite): SendMailOptions {
  const days = newsletter.policy.confirmDays;
  return {
    from: { name: site.title, address: site.email },
    to: { name: mail.name, address: mail.to },
    subject: 'Bevestig uw aanmelding voor Zijstroom',
    messageId: `<zijstroom-${mail.id}@${domainOf(site.email)}>`,
    text: [
      mail.name ? `Beste ${mail.name},` : 'Beste lezer,',
      '',
      `U heeft zich met dit e-mailadres aangemeld voor Zijstroom, de nieuwsbrief van ${site.title}.`,
      'Bevestig uw aanmelding met deze link:',
      '',
      confirmUrl(mail.origin, mail.token),
      '',
      `De link werkt ${days} dagen en kan één keer worden gebruikt.`,
      'Heeft u zich niet aangemeld? Dan hoeft u niets te doen: zonder bevestiging ontvangt u geen',
      `Zijstroom, en na ${days} dagen verwijderen wij uw e-mailadres.`,
      '',
      'Met vriendelijke groet,',
      site.title,
    ].join('\n'),
  };
}

/** A file attached to an issue's mail: the paper edition's PDF. */
export interface MailAttachment {
  name: string;
  content: Buffer;
}

/** An issue (or a proof of it) to one recipient, with its own unsubscribe link, and the PDF when there is one. */
export async function issueMail(mail: NewsletterMail, site: MailSite, attachment: MailAttachment | null = null): Promise<SendMailOptions> {
  const issue = mail.issue!;
  const unsubscribe = unsubscribeUrl(mail.origin, mail.token);
  const mailto = `mailto:${site.email}?subject=${encodeURIComponent('Afmelden Zijstroom')}`;
  const webUrl = mail.kind === 'issue' ? `${mail.origin}${pathTo('zijstroomIssue', { id: issue.id })}` : null;
  const html = await issueHtml(issue, site, mail.origin, unsubscribe, webUrl);
  return {
    from: { name: `Zijstroom – ${site.title}`, address: site.email },
    to: { name: mail.name, address: mail.to },
    subject: mail.kind === 'proof' ? `[Proef] ${issue.title}` : issue.title,
    messageId: `<zijstroom-${mail.id}@${domainOf(site.email)}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>, <${mailto}>`,
      'List-Unsubscribe-Post': newsletter.links.oneClick,
      'List-Id': `Zijstroom <zijstroom.${domainOf(site.email)}>`,
    },
    html,
    text: await issueText(html),
    ...(attachment ? { attachments: [{ filename: attachment.name, content: attachment.content, contentType: 'application/pdf' }] } : {}),
  };
}

/** The mail of a claimed row, dated by the server's clock. */
export const buildNewsletterMail = async (mail: NewsletterMail, site: MailSite, attachment: MailAttachment | null = null): Promise<SendMailOptions> => ({
  ...(mail.kind === 'confirm' ? confirmationMail(mail, site) : await issueMail(mail, site, attachment)),
  date: now(),
});

/** An SMTP refusal for good: a 5xx reply (nodemailer's `responseCode`). Anything else is retried. */
export const isPermanentFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
