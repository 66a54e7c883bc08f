/**
 * Parses XML for the sitemap and RSS tests with xml-js (a devDependency of the api): it throws on
 * malformed XML, so a test also proves the document is well-formed.
 */
import { xml2js, type Element } from 'xml-js';

export type XmlElement = Element;

export function parseXml(text: string): XmlElement {
  return xml2js(text, { compact: false }) as XmlElement;
}

/** Every element with this name, depth first. */
export function findAll(node: XmlElement, name: string): XmlElement[] {
  const own = node.name === name ? [node] : [];
  return [...own, ...(node.elements ?? []).flatMap((child) => findAll(child, name))];
}

/** The text (or CDATA) of an element. */
export const textOf = (node: XmlElement | undefined): string =>
  (node?.elements ?? []).map((child) => (child.type === 'text' ? String(child.text) : child.type === 'cdata' ? String(child.cdata) : '')).join('');
