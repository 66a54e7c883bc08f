/**
 * The contact form in the first view of /contact (in `<noscript>`), so that a visitor without
 * JavaScript can send a message: a plain `<form method="post" action="/contact">` with the same field names, labels,
 * types and honeypot as mf-contact's form. Its POST (contact-post.ts) answers with this page again:
 * the failure text, per-field messages and the visitor's input after a refusal; after a success it
 * redirects to `/contact?verzonden=1`, where this shows the success text.
 * A stand-in until mf-contact renders on the server itself (docs/server-rendering.md); mf-contact's form
 * reads the same state (the URL and the initial data's `contactForm`), so it shows the same.
 */
import { contact, type ContactFormState } from '@kerk/kit/contact';
import { pathTo } from '@kerk/kit/site-map';
import type { FastifyInstance } from 'fastify';

import { escapeHtml } from './head-html';

type Field = keyof typeof contact.fields;

const attrs = (id: string, error: string | undefined, hint?: string) => {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `id="${id}" aria-required="true"${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
};

function field(name: Field, control: (a: string) => string, state: ContactFormState | null, hint?: string): string {
  const id = `contact-${name}`;
  const error = state?.fields[name];
  return [
    `<div class="fv-field"><label for="${id}">${escapeHtml(contact.fields[name])}</label>`,
    control(attrs(id, error, hint)),
    hint ? `<p id="${id}-hint">${escapeHtml(hint)}</p>` : '',
    error ? `<p id="${id}-error" class="fv-error">${escapeHtml(error)}</p>` : '',
    '</div>',
  ].join('');
}

/** The form section of /contact; `type` pre-selects a contact type (`?type=`), as the script's form does. */
export async function contactMain(app: FastifyInstance, state: ContactFormState | null, sent: boolean, type: string): Promise<string> {
  const types = await app.contactRepository.listTypes();
  const value = (name: Field) => escapeHtml(state?.values[name] ?? '');
  const chosen = state?.values.contactType ?? type;
  const input = (name: Field, type = 'text', autocomplete = '') => (a: string) =>
    `<input type="${type}" name="${name}" ${a}${autocomplete ? ` autocomplete="${autocomplete}"` : ''} value="${value(name)}">`;
  const options = [{ key: '', label: contact.chooseType }, ...types].map(
    (t) => `<option value="${escapeHtml(t.key)}"${t.key === chosen ? ' selected' : ''}>${escapeHtml(t.label)}</option>`,
  );
  return [
    // Only without JavaScript: with it, mf-contact's form takes this place, and anything typed into a
    // stand-in form before that would be lost (or sent by the browser itself).
    '<noscript><section class="fv-contact" aria-labelledby="contact-form-title">',
    `<h2 id="contact-form-title">${escapeHtml(contact.formTitle)}</h2><p>${escapeHtml(contact.allRequired)}</p>`,
    `<form method="post" action="${pathTo('contact')}" novalidate>`,
    field('name', input('name', 'text', 'name'), state),
    field('email', input('email', 'email', 'email'), state),
    field('subject', input('subject'), state),
    field('message', (a) => `<textarea name="message" rows="8" ${a}>${value('message')}</textarea>`, state, contact.messageHint),
    field('contactType', (a) => `<select name="contactType" ${a}>${options.join('')}</select>`, state),
    `<div aria-hidden="true" class="fv-trap"><label for="contact-website">${escapeHtml(contact.honeypot)}</label><input id="contact-website" type="text" name="website" tabindex="-1" autocomplete="off"></div>`,
    state?.failed ? `<div role="alert" class="fv-alert">${escapeHtml(contact.failure)}</div>` : '',
    sent && !state ? `<div role="status" class="fv-alert">${escapeHtml(contact.success)}</div>` : '',
    `<button type="submit">${escapeHtml(contact.submit)}</button>`,
    '</form></section></noscript>',
  ].join('');
}

export const CONTACT_CSS = [
  '.fv-contact{margin-top:2rem;max-width:40rem}',
  '.fv-field{margin-bottom:1.25rem}',
  '.fv-field label{display:block;font-weight:600;margin-bottom:.25rem}',
  '.fv-field input,.fv-field textarea,.fv-field select{display:block;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit}',
  '.fv-field p{margin:.25rem 0 0;font-size:.9rem}',
  '.fv-field .fv-error{font-weight:600}',
  '.fv-trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}',
  '.fv-alert{margin:1rem 0;padding:.75rem 1rem;border:2px solid currentColor}',
  '.fv-contact button{font:inherit;min-height:44px;padding:.5rem 1.5rem}',
].join('');
