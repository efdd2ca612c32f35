/** Attributes of an element: a string sets it, `true` sets it empty, `false` or `undefined` leaves it out. */
export type Attributes = Readonly<Record<string, string | number | boolean | undefined>>;

function setAttributes(e: Element, attrs: Attributes): void {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    e.setAttribute(k, v === true ? '' : String(v));
  }
}

/**
 * An HTML element with attributes and children (text or nodes).
 *
 * @example
 * ```ts browser
 * el('p', { class: 'note' }, 'refused: ', el('code', {}, 'bool - bool'));
 * ```
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attributes = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  setAttributes(e, attrs);
  e.append(...children);
  return e;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes and children. */
export function svg(tag: string, attrs: Attributes = {}, ...children: (Node | string)[]): SVGElement {
  const e = document.createElementNS(SVG, tag) as SVGElement;
  setAttributes(e, attrs);
  e.append(...children);
  return e;
}

/** The element of an id in the page; throws where the page lacks it. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`The explorer page has no #${id}.`);
  return e as T;
}
