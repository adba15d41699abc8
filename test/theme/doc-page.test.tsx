// The doc page's reading order and its long names: the h1 comes before the phone's "On this page", names wrap at
// their break points (<wbr>) in the h1, sidebar, table of contents, breadcrumbs and pagination, and the API sidebar
// has a filter box that is inert until its code runs.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../src/shared/site.ts';
import type { PageView, PageWithBody } from '../../src/shared/types.ts';
import { DocPage } from '../../src/theme/DocPage.tsx';
import { RenderIsolatedContext } from '../../src/theme/Island.tsx';
import { breakPieces } from '../../src/theme/word-breaks.ts';

describe('break points of long names', () => {
  it('breaks long words at camelCase humps, acronyms, underscores and dots, and joins back to the same text', () => {
    const cases: Record<string, string> = {
      getProjectedDepthViewPositionFromWorldPosition: 'get|Projected|Depth|View|Position|From|World|Position',
      SIMULATOR_HAND_COMMON_BIOMECHANICAL_CONSTRAINTS_DEGREES: 'SIMULATOR_|HAND_|COMMON_|BIOMECHANICAL_|CONSTRAINTS_|DEGREES',
      XRDepthDataFormat: 'XR|Depth|Data|Format',
      'THREE.Object3DEventMap': 'THREE|.Object3D|Event|Map',
      VideoStreamGetSnapshotBase64Options: 'Video|Stream|Get|Snapshot|Base64|Options',
      ISimulatorSettingsPanelElement: 'ISimulator|Settings|Panel|Element',
      'Class: SimulatorHandPose': 'Class: Simulator|Hand|Pose',
    };
    for (const [text, expected] of Object.entries(cases)) {
      expect(breakPieces(text).join('|'), text).toBe(expected);
      expect(breakPieces(text).join(''), text).toBe(text);
    }
  });

  it('leaves short words and prose alone', () => {
    for (const text of ['Getting started with XR Blocks', 'DepthMesh', 'init(options)', '__namedParameters']) expect(breakPieces(text).length, text).toBeLessThanOrEqual(2);
    expect(breakPieces('Getting started with XR Blocks')).toEqual(['Getting started with XR Blocks']);
  });
});

const site = {
  title: 'XR Blocks', tagline: '', base: '/docs/', url: 'https://x.test', lang: 'en', dir: 'ltr', locales: [], versions: [],
  navbar: { title: 'XR Blocks', hideOnScroll: false, items: [] },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  assets: { css: '/docs/a.css' }, buildId: 'b', customFields: {}, headTags: [], trailingSlash: false, home: '/docs/',
} as SiteData;
const long = 'SimulatorHandPoseRotationConstraintsDegrees';
const page: PageWithBody = {
  route: `/docs/api/type-aliases/${long}`, kind: 'api', apiKind: 'type-alias', name: long, id: `type-aliases/${long}`, title: long, frontmatter: {},
  headings: [{ depth: 2, id: 'type-declaration', text: 'Type Declaration' }, { depth: 3, id: 'thumb', text: 'depthProjectionInverseMatrices' }],
  body: { type: 'root', children: [] }, links: [], hash: 'x', sidebar: 'typedocSidebar',
};
const view: PageView = {
  page,
  body: page.body,
  sidebarId: 'typedocSidebar',
  nav: { breadcrumbs: [{ label: 'Home', href: '/docs/' }, { label: 'Type Aliases', href: '/docs/api#type-aliases' }, { label: long, href: page.route }], next: { label: 'SimulatorHandPoseRotationRangeDegrees', href: '/docs/x' } },
  sidebar: [{ type: 'category', label: 'Type Aliases', collapsed: true, collapsible: true, items: [{ type: 'doc', id: page.id, label: long, href: page.route }] }],
};
const render = (v: PageView) =>
  renderToString(
    <RenderIsolatedContext.Provider value={(element) => renderToString(element)}>
      <DocPage view={v} site={site} />
    </RenderIsolatedContext.Provider>,
  );

describe('DocPage', () => {
  const html = render(view);

  it('puts the h1 before the phone’s "On this page"', () => {
    expect(html.indexOf('<h1')).toBeGreaterThan(-1);
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('class="toc-mobile"'));
  });

  it('marks the break points of long names in the h1, sidebar, table of contents, breadcrumbs and pagination', () => {
    const broken = 'Simulator<wbr/>Hand<wbr/>Pose<wbr/>Rotation<wbr/>Constraints<wbr/>Degrees';
    expect(html).toContain(`<h1 class="doc-title">${broken}</h1>`);
    expect(html).toContain(`aria-current="page">${broken}</a>`);
    expect(html).toContain('class="toc-link">depth<wbr/>Projection<wbr/>Inverse<wbr/>Matrices</a>');
    expect(html).toContain(`<span>${broken}</span>`);
    expect(html).toContain('Simulator<wbr/>Hand<wbr/>Pose<wbr/>Rotation<wbr/>Range<wbr/>Degrees');
  });

  it('gives API pages a filter box over the sidebar, disabled until its code runs, and other pages none', () => {
    expect(html).toMatch(/<nav class="doc-sidebar-menu"[^>]*><div class="island" data-island="SidebarFilter"/);
    expect(html).toMatch(/<input type="search" class="sidebar-filter-input"[^>]*aria-label="Filter the API Reference by name"[^>]*disabled=""/);
    expect(render({ ...view, page: { ...page, kind: 'doc' } })).not.toContain('sidebar-filter');
  });
});
