import { Parser } from 'htmlparser2';
import { unprocessable } from '../errors';

/**
 * What an e-mail's HTML holds for an import, read as data and never rendered: the schema.org
 * JSON-LD blocks, the microdata items (itemscope / itemtype / itemprop) as plain objects in the
 * shape JSON-LD gives, and the visible text. Scripts and styles other than JSON-LD are dropped.
 */
export interface HtmlData {
  jsonLd: unknown[];
  microdata: Record<string, unknown>[];
  text: string;
}

interface Node {
  name: string;
  attribs: Record<string, string>;
  children: (Node | string)[];
}

/** Elements whose text is not part of the page's text. */
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template', 'noscript']);
/** Deeper than this, the HTML is not an e-mail a person wrote; what is deeper is ignored. */
const MAX_DEPTH = 400;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Deeper nesting than this is refused before parsing: htmlparser2's cost grows with depth². */
export const MAX_HTML_NESTING = 1000;
/** Elements a browser closes by itself when the next one opens (unclosed in sloppy HTML). */
const SELF_CLOSING_IN_PRACTICE = new Set(['p', 'li', 'td', 'th', 'tr', 'option', 'dt', 'dd']);

/** Whether the HTML nests elements deeper than MAX_HTML_NESTING, in one linear pass. */
export function nestsTooDeep(html: string): boolean {
  const tags = /<(\/?)([a-zA-Z][\w:-]*)[^<>]*?(\/?)>/g;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const name = (match[2] ?? '').toLowerCase();
    if (VOID.has(name) || SELF_CLOSING_IN_PRACTICE.has(name) || match[3]) continue;
    if (match[1]) depth = Math.max(0, depth - 1);
    else if (++depth > MAX_HTML_NESTING) return true;
  }
  return false;
}

export function readHtml(html: string): HtmlData {
  if (nestsTooDeep(html))
    throw unprocessable('This HTML is nested too deeply to be a confirmation.', 'unreadable_file');
  const root: Node = { name: '#root', attribs: {}, children: [] };
  const stack: Node[] = [root];
  const jsonLd: unknown[] = [];
  const text: string[] = [];
  let scriptText: string[] | undefined;
  let hiddenDepth = 0;
  let skippedDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (stack.length >= MAX_DEPTH) {
          if (!VOID.has(name)) skippedDepth++;
          return;
        }
        const node: Node = { name, attribs, children: [] };
        stack.at(-1)?.children.push(node);
        if (HIDDEN.has(name)) hiddenDepth++;
        if (name === 'script' && /ld\+json/i.test(attribs.type ?? '')) scriptText = [];
        if (VOID.has(name)) {
          if (HIDDEN.has(name)) hiddenDepth--;
        } else stack.push(node);
        if (name === 'br' || name === 'p' || name === 'tr' || name === 'div' || name === 'li')
          text.push('\n');
      },
      ontext(data) {
        if (scriptText) {
          scriptText.push(data);
          return;
        }
        if (skippedDepth > 0) return;
        stack.at(-1)?.children.push(data);
        if (hiddenDepth === 0) text.push(data);
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        if (skippedDepth > 0) {
          skippedDepth--;
          return;
        }
        if (stack.length <= 1) return;
        const node = stack.pop();
        if (node && HIDDEN.has(node.name)) hiddenDepth--;
        if (node?.name === 'script' && scriptText) {
          const parsed = parseJson(scriptText.join(''));
          if (parsed !== undefined) jsonLd.push(parsed);
          scriptText = undefined;
        }
        if (name === 'td' || name === 'th') text.push(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const microdata: Record<string, unknown>[] = [];
  collectItems(root, microdata);
  return { jsonLd, microdata, text: text.join('') };
}

/** JSON from a script block, with the HTML comment or CDATA wrappers some senders add. */
export function parseJson(source: string): unknown {
  const cleaned = source
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .trim();
  try {
    return JSON.parse(cleaned) as unknown;
  } catch {
    return undefined;
  }
}

/** Top-level items: elements with itemscope that are not themselves a property's value. */
function collectItems(node: Node, out: Record<string, unknown>[]): void {
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop();
    if (!current) break;
    for (const child of current.children) {
      if (typeof child === 'string') continue;
      if ('itemscope' in child.attribs && !('itemprop' in child.attribs)) out.push(readItem(child));
      else stack.push(child);
    }
  }
}

function readItem(element: Node): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const type = element.attribs.itemtype?.trim().split(/\s+/)[0];
  if (type) item['@type'] = type.replace(/^https?:\/\/schema\.org\//i, '');
  const pending = element.children.slice().reverse();
  while (pending.length > 0) {
    const child = pending.pop();
    if (child === undefined || typeof child === 'string') continue;
    const props = child.attribs.itemprop?.trim().split(/\s+/).filter(Boolean) ?? [];
    if (props.length > 0) {
      const value = 'itemscope' in child.attribs ? readItem(child) : propertyValue(child);
      for (const prop of props) {
        const known = item[prop];
        if (known === undefined) item[prop] = value;
        else if (Array.isArray(known)) known.push(value);
        else item[prop] = [known, value];
      }
    }
    // A nested item's properties are its own, not this item's.
    if (!('itemscope' in child.attribs)) {
      for (let i = child.children.length - 1; i >= 0; i--) {
        const grandchild = child.children[i];
        if (grandchild !== undefined) pending.push(grandchild);
      }
    }
  }
  return item;
}

function propertyValue(element: Node): string {
  const { attribs, name } = element;
  if (attribs.content !== undefined) return attribs.content;
  if ((name === 'a' || name === 'link' || name === 'area') && attribs.href) return attribs.href;
  if ((name === 'img' || name === 'audio' || name === 'video' || name === 'source') && attribs.src)
    return attribs.src;
  if (name === 'time' && attribs.datetime) return attribs.datetime;
  if ((name === 'data' || name === 'meter') && attribs.value !== undefined) return attribs.value;
  return textOf(element);
}

function textOf(element: Node): string {
  const parts: string[] = [];
  const pending: (Node | string)[] = [element];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined) break;
    if (typeof next === 'string') parts.push(next);
    else if (!HIDDEN.has(next.name)) {
      for (let i = next.children.length - 1; i >= 0; i--) {
        const child = next.children[i];
        if (child !== undefined) pending.push(child);
      }
    }
  }
  return parts.join('');
}
