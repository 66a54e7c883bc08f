/**
 * Zijstroom by e-mail (issue 33): the sign-up form's contract, shared by mf-content (the form, the
 * confirmed and unsubscribe pages) and the API (its rules, its answers, the plain POST without
 * JavaScript). Not a shared entry: in the browser only mf-content reads it.
 */
import { compose, email, maxLength, required, validateAll, type Validator } from '../validation';

/** Field labels, used in the form and in the '{field} is verplicht' messages of both sides. */
const fields = {
  email: 'E-mailadres',
  name: 'Naam (niet verplicht)',
} as const;

/** 254 is the longest valid e-mail address (RFC 5321); a name fits in 100. */
const limits = { email: 254, name: 100 } as const;

const form = {
  formTitle: 'Zijstroom per e-mail',
  submit: 'Aanmelden',
  sending: 'Bezig met aanmelden…',
  honeypot: 'Laat dit veld leeg',
  /** The one answer to every accepted sign-up, new, known or unsubscribed: nobody can test who is subscribed. */
  answer: 'Kijk in uw mailbox om uw aanmelding te bevestigen',
  answerMore: 'Wij hebben u een e-mail gestuurd met een link. Pas als u die link volgt, bent u aangemeld. De link werkt 7 dagen.',
  failure: 'Er is iets fout gegaan tijdens het aanmelden, probeer het later nog eens.',
  tooMany: 'U heeft zich te vaak aangemeld. Probeer het over 10 minuten opnieuw.',
} as const;

/** The pages and links of the flow; the page paths themselves are rows of the site map. */
const links = {
  /** The confirmation link in the mail (`?token=`): confirms, then redirects to the confirmed page. */
  confirm: '/zijstroom/bevestigen',
  /** The query parameter of `/zijstroom` after an accepted plain POST (`?aangemeld=1`). */
  signedUpParam: 'aangemeld',
  /** The confirmed page's parameter when the link was not usable (`?link=verlopen`). */
  linkParam: 'link',
  /** The unsubscribe page's parameter once unsubscribed (`?klaar=1`). */
  doneParam: 'klaar',
  /** The one-click body of RFC 8058. */
  oneClick: 'List-Unsubscribe=One-Click',
} as const;

/** How long a confirmation link works, and the least time between two confirmation mails to one address. */
const policy = { confirmDays: 7, resendMinutes: 10 } as const;

/**
 * The paper edition, attached to the mail as a PDF: at most 10 MB (a small relay refuses much
 * more, and base64 makes it a third larger on the way), and a PDF by its content (`%PDF-`).
 */
const attachment = { maxBytes: 10 * 1024 * 1024, accept: 'application/pdf', magic: '%PDF-' } as const;

/** Reached as `newsletter.fields`, `newsletter.answer`, `newsletter.links.confirm`… */
export const newsletter = { fields, limits, links, policy, attachment, ...form } as const;

/** What the sign-up form sends (JSON to /api/zijstroom/aanmelden, or urlencoded to /zijstroom). */
export interface NewsletterSignUp {
  email: string;
  name?: string;
  /** The honeypot: a person leaves it empty. */
  website?: string;
}

/** The outcome of following a confirmation link, as the confirmed page shows it. */
export type ConfirmOutcome = 'ok' | 'expired' | 'invalid';

/** One sent issue in the archive (GET /api/zijstroom). */
export interface NewsletterIssueSummary {
  id: number;
  title: string;
  /** ISO instant the issue went out. */
  sentAt: string;
}

/** One sent issue with its body (GET /api/zijstroom/{id}): sanitized HTML of the `full` preset. */
export interface NewsletterIssuePublic extends NewsletterIssueSummary {
  body: string;
}

/** The sign-up form's rules: the form checks them, and the API again. */
export const signUpRules: Record<'email' | 'name', Validator> = {
  email: compose(required(fields.email), email(fields.email), maxLength(fields.email, limits.email)),
  name: maxLength('Naam', limits.name),
};

/** Per-field Dutch messages; empty when the sign-up may go. */
export const checkSignUp = (values: { email?: string; name?: string }) => validateAll({ email: values.email ?? '', name: values.name ?? '' }, signUpRules);
