// The page's island code URLs, by island name (the `docgen-islands` meta tag, src/theme/Document.tsx): the islands'
// code, and the modules a page's island code loads on demand.
import { META_NAMES } from '../shared/dom.ts';

export function islandUrls(): Record<string, string> {
  try {
    return JSON.parse(document.querySelector<HTMLMetaElement>(`meta[name="${META_NAMES.islands}"]`)?.content ?? '{}');
  } catch {
    return {};
  }
}
