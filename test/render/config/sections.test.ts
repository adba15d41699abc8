// The site-specific sections of site.config.ts that the generator used to carry itself: `api` (which package the API
// Reference documents, its tsconfig, where "Defined in" links go) and `demos` (where `::demo` apps are hosted).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { repositoryFileUrl, sourceUrl } from '../../../src/render/api/config.ts';
import { validateConfig } from '../../../src/render/config/validate.ts';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import { configProblems as problems } from '../../helpers/config-problems.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const API = { packageName: 'lib', entryPoint: 'lib/src/index.ts', tsconfig: 'lib/tsconfig.json', sourceLinkTemplate: 'https://code.test/lib/blob/v{version}/{path}#L{line}' };

describe('api', () => {
  it('takes the package, entry point, tsconfig and source links from the config, with generic defaults for the rest', () => {
    const { api } = validateConfig({ ...baseConfig, api: API });
    expect(api).toEqual({ ...API, routeBase: 'api', sidebarId: 'typedocSidebar', threeDocs: { page: 'https://threejs.org/docs/#{name}', member: 'https://threejs.org/docs/#{name}.{member}' } });
  });

  it('names each missing field by its config path', () => {
    const paths = problems({ ...baseConfig, api: {} }).map((d) => d.configPath);
    expect(paths.sort()).toEqual(['api.entryPoint', 'api.packageName', 'api.tsconfig']);
  });

  it('links to no sources without a source link template (a Docusaurus site with disableSources)', () => {
    const { sourceLinkTemplate, ...withoutSources } = API;
    const config = { ...validateConfig({ ...baseConfig, api: withoutSources }).api!, packageVersion: '1.0.0' };
    expect(sourceUrl(config, 'src/index.ts', 3)).toBeUndefined();
    expect(repositoryFileUrl(config, 'README.md')).toBeUndefined();
    expect(sourceUrl({ ...config, sourceLinkTemplate }, 'src/index.ts', 3)).toBe('https://code.test/lib/blob/v1.0.0/src/index.ts#L3');
  });

  it('rejects a source link template with nowhere to put the file, and unknown fields', () => {
    const [template] = problems({ ...baseConfig, api: { ...API, sourceLinkTemplate: 'https://code.test/lib' } });
    expect(template?.configPath).toBe('api.sourceLinkTemplate');
    expect(template?.message).toContain('{path}');
    const [unknown] = problems({ ...baseConfig, api: { ...API, packge: 'x' } });
    expect(unknown?.message).toContain('packge');
  });
});

describe('demos', () => {
  const demoPage = { ...baseFiles, 'content/docs/guide/01-First.md': '---\ntitle: First\n---\n## Setup\n\n::demo{path="apps/first/" permissions="xr"}\n' };

  it('is optional, and its URLs end in a slash so that demo paths append to them', () => {
    expect(validateConfig(baseConfig).demos).toBeUndefined();
    const { demos } = validateConfig({ ...baseConfig, demos: { origin: 'https://apps.test/hosted', sourceRoot: 'https://code.test/tree/main/' } });
    expect(demos).toEqual({ origin: 'https://apps.test/hosted/', sourceRoot: 'https://code.test/tree/main/' });
    expect(problems({ ...baseConfig, demos: { origin: 'apps', sourceRoot: 'https://code.test/' } })[0]?.configPath).toBe('demos.origin');
  });

  it('fails the build at each page with a ::demo when the site does not say where demos are hosted', async () => {
    const error = await build({ root: fixtureSite(demoPage, baseConfig), logger: silentLogger, write: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d).toMatchObject({ file: 'content/docs/guide/01-First.md', configPath: 'demos' });
  });

  it('gives each demo its app and source addresses, and the note, from the config', async () => {
    const demos = { origin: 'https://apps.test/', sourceRoot: 'https://code.test/tree/main/', note: 'Apps run the latest release.' };
    const root = fixtureSite(demoPage, { ...baseConfig, demos });
    await build({ root, logger: silentLogger });
    const html = readFileSync(path.join(root, 'build/guide/First.html'), 'utf8');
    expect(html).toContain('href="https://apps.test/apps/first/"');
    expect(html).toContain('href="https://code.test/tree/main/apps/first/"');
    expect(html).toContain('Apps run the latest release.');
  });
});
