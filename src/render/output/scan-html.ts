// What the link checker keeps of rendered markup: the ids and hrefs in it. The check runs on what readers get — body,
// theme chrome and generated API markup alike — rather than on what each producer claims to have emitted. React
// writes attributes in one quoting style, so a pattern match is exact here.
import { NO_LINK_CHECK_ATTR } from '../../shared/dom.ts';

/** An `<a>` the link check leaves alone (NO_LINK_CHECK_ATTR, in any case, as HTML reads attribute names). */
const UNCHECKED = new RegExp(`\\s${NO_LINK_CHECK_ATTR}(=|\\s|>|/)`, 'i');

/** Every element id and every link's href in `html`, but those of links marked to be left unchecked. */
export function scanDocument(html: string): { ids: string[]; hrefs: string[] } {
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map(([, id = '']) => decodeEntities(id));
  const hrefs = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>/g)].filter(([tag]) => !UNCHECKED.test(tag)).map(([, href = '']) => decodeEntities(href));
  return { ids, hrefs };
}

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['#x27', "'"],
  ['#39', "'"],
]);

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, name: string) => ENTITIES.get(name) ?? entity);
}
