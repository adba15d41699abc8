// The navbar items of site.config.ts: one shape per `type`, so a field a type needs is required by its shape and a
// field it ignores is an error, each reported by zod with its config path. Only what ties an item to another part of
// the config (a sidebar id, a version name) is checked afterwards, in ./references.ts.
import { z } from 'zod';

const common = {
  position: z.enum(['left', 'right']).default('right'),
  className: z.string().optional(),
};
/** Items about the docs may name the docs instance they belong to (checked in ./references.ts). */
const docsPluginId = z.string().optional();

/** A link: `to` is a route of this site, `href` any URL. The type may be left out. */
const link = z
  .strictObject({
    type: z.literal('default').default('default'),
    ...common,
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    /** Route prefix that marks the item active (default: its own route). */
    activeBaseRegex: z.string().optional(),
  })
  .refine((item) => item.to !== undefined || item.href !== undefined, 'a link item needs `to` (a route in this site) or `href` (an external URL)');

/** Links to the doc with this id. */
const doc = z.strictObject({ type: z.literal('doc'), ...common, docId: z.string(), label: z.string().optional(), docsPluginId });

/** Links to the first page of this sidebar, and is active on every page in it. */
const docSidebar = z.strictObject({ type: z.literal('docSidebar'), ...common, sidebarId: z.string(), label: z.string().optional(), docsPluginId });

/** Links to the docs of a version (default: the last one), labelled with its name. */
const docsVersion = z.strictObject({ type: z.literal('docsVersion'), ...common, version: z.string().optional(), label: z.string().optional(), docsPluginId });

/** What a dropdown may hold: links. */
const dropdownEntry = z.discriminatedUnion('type', [link, doc, docSidebar, docsVersion]);

export const navbarItemSchema = z.discriminatedUnion('type', [
  link,
  doc,
  docSidebar,
  docsVersion,
  z.strictObject({ type: z.literal('dropdown'), ...common, label: z.string().optional(), items: z.array(dropdownEntry).min(1, 'a dropdown needs at least one item') }),
  z.strictObject({ type: z.literal('docsVersionDropdown'), ...common, label: z.string().optional(), docsPluginId }),
  z.strictObject({ type: z.literal('localeDropdown'), ...common, label: z.string().optional() }),
  /** The search button; opens the search dialog, or the search page without JavaScript. */
  z.strictObject({ type: z.literal('search'), ...common, label: z.string().optional() }),
  /** Raw HTML (trusted: it comes from the site owner's config). */
  z.strictObject({ type: z.literal('html'), ...common, value: z.string() }),
]);

export type NavbarItemConfig = z.output<typeof navbarItemSchema>;
export type NavbarDropdownEntryConfig = z.output<typeof dropdownEntry>;
