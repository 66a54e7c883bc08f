/** An item of GET /api/contact-types, in form order. */
export interface ContactType {
  /** Fixed key; `/contact?type=<key>` preselects it. */
  key: string;
  label: string;
}

/** `data` of the 202 answer of POST /api/contact: the id under which the message is kept. */
export interface ContactReceipt {
  id: string;
}
