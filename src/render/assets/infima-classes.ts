// The classes of Infima (Docusaurus's CSS framework) that docgen serves to a site's content: its grid, buttons,
// spacing and text helpers, cards, alerts, badges, avatars, pills, the hero and the small helpers their markup uses.
// Authors write them in MDX and in their components, as Docusaurus's own documentation shows; docgen's theme uses none
// of these names (a test keeps it so), so a page whose HTML holds one is a page that asks for them. Infima's chrome
// classes (navbar, menu, tabs, pagination, breadcrumbs, footer, table of contents) are not served: docgen draws its
// own chrome, and the rules of Infima's would restyle it.
//
// Kept apart from ./infima.ts, which reads Infima's CSS: the renderer only needs to know a page's classes, and loads
// no CSS parser for that.

/**
 * Infima's class families docgen serves, as blocks: a class of its own (`card`) with modifiers and parts
 * (`card--full-height`, `card__header`).
 */
const BLOCKS = ['container', 'row', 'col', 'clean-btn', 'clean-list', 'alert', 'avatar', 'badge', 'button', 'button-group', 'card', 'close', 'hero', 'pills'];
/** Families that are only ever modifiers: `margin-top--lg`, `padding-horiz--md`, `text--center`, `shadow--md`. */
const MODIFIERS = [...['margin', 'padding'].flatMap((box) => [box, ...['top', 'bottom', 'left', 'right', 'vert', 'horiz'].map((side) => `${box}-${side}`)]), 'text', 'shadow'];

/** Every family, for reading Infima's rules (./infima.ts). */
export const INFIMA_FAMILIES: readonly string[] = [...BLOCKS, ...MODIFIERS];

const FAMILY_CLASS = new RegExp(`^(?:(?:${BLOCKS.join('|')})(?:$|--|__)|(?:${MODIFIERS.join('|')})(?:--|__))`);

/** Whether `className` (one class) is one of the Infima classes docgen serves. */
export function isInfimaClass(className: string): boolean {
  return FAMILY_CLASS.test(className);
}

/**
 * Whether rendered HTML uses one of those classes. React writes every attribute as `name="value"`, so the class
 * attributes are found by a pattern.
 */
export function usesInfimaClasses(html: string): boolean {
  for (const [, classes = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    if (classes.split(/\s+/).some(isInfimaClass)) return true;
  }
  return false;
}
