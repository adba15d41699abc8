// What the link checker keeps of rendered markup: the ids and hrefs in it. The check runs on what readers get — body,
// theme chrome and generated API markup alike — rather than on what each producer claims to have emitted. React
// writes attributes in one quoting style, so a pattern match is exact here.

/** Every element id and every link's href in `html`. */
export function scanDocument(html: string): { ids: string[]; hrefs: string[] } {
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  const hrefs = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  return { ids, hrefs };
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!);
}
