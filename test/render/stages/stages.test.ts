// The pipeline is one declared list of stage modules: the README shows that list, ARCHITECTURE.md describes each stage
// in its order, each stage comes after the stages it needs, and the runner starts a stage once those are done, runs
// only what a target needs, and stops at the first failure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAGES } from '../../../src/render/stages/index.ts';
import type { StageContext } from '../../../src/render/stages/products.ts';
import { defineStage, runStages, runUntil, type AnyStage } from '../../../src/render/stages/stage.ts';
import { silentLogger } from '../../helpers/fixture-site.ts';

const repoFile = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../..', name), 'utf8');
const README = repoFile('README.md');
const ARCHITECTURE = repoFile('ARCHITECTURE.md');
/** The stages as the documentation names them, where that is not their name in the code. */
const README_NAMES: Record<string, string> = { API: 'api', 'API start': 'apiStart', 'content cards': 'contentCards', 'whole site': 'wholeSite', 'site files': 'siteFiles', 'link check': 'links' };

describe('STAGES', () => {
  it('is the list the README shows', () => {
    const line = /^config → .*$/m.exec(README)?.[0];
    expect(line, 'README.md shows the stages as one "config → … → write" line').toBeDefined();
    const shown = line!.split('→').map((name) => name.trim());
    expect(shown.map((name) => README_NAMES[name] ?? name)).toEqual(STAGES.map((stage) => stage.name));
  });

  it('is described stage by stage, in its order, in ARCHITECTURE.md', () => {
    const section = /^### The stages$([^]*?)^#/m.exec(ARCHITECTURE)?.[1];
    expect(section, 'ARCHITECTURE.md has a "### The stages" section').toBeDefined();
    const described = [...section!.matchAll(/^- \*\*(.+?)\*\*:/gm)].map((m) => m[1]!);
    expect(described.map((name) => README_NAMES[name] ?? name)).toEqual(STAGES.map((stage) => stage.name));
  });

  it('lists each stage after every stage it needs', () => {
    const names = STAGES.map((stage) => stage.name as string);
    for (const [i, stage] of STAGES.entries()) for (const need of stage.needs as readonly string[]) expect(names.indexOf(need), `${stage.name} needs ${need}`).toBeLessThan(i);
  });
});

// Stand-ins with the pipeline's names, each recording when it ran.
const ctx = {} as StageContext;
function recorder() {
  const ran: string[] = [];
  const make = (name: 'config' | 'content' | 'api' | 'graph', needs: ('config' | 'content' | 'api')[], fail = false): AnyStage =>
    defineStage({
      name,
      needs,
      async run(input) {
        ran.push(`${name}(${Object.keys(input).join(',')})`);
        if (fail) throw new Error(`${name} failed`);
        return name as never;
      },
    });
  return { ran, make };
}

describe('runStages', () => {
  it('runs each stage with the products it needs, and times each', async () => {
    const { ran, make } = recorder();
    const timings: Record<string, number> = {};
    const products = await runStages([make('config', []), make('content', ['config']), make('api', ['config']), make('graph', ['content', 'api'])], ctx, silentLogger, timings);
    expect(ran).toEqual(['config()', 'content(config)', 'api(config)', 'graph(content,api)']);
    expect(Object.keys(products)).toEqual(['config', 'content', 'api', 'graph']);
    expect(Object.keys(timings).sort()).toEqual(['api', 'config', 'content', 'graph']);
  });

  it('refuses a stage listed before a stage it needs', async () => {
    const { make } = recorder();
    await expect(runStages([make('content', ['config']), make('config', [])], ctx, silentLogger, {})).rejects.toThrow('stage content needs config, which does not come before it');
  });

  it('rejects with the first failure, and never runs the stages that need the failed one', async () => {
    const { ran, make } = recorder();
    await expect(runStages([make('config', []), make('content', ['config'], true), make('graph', ['content'])], ctx, silentLogger, {})).rejects.toThrow('content failed');
    expect(ran).toEqual(['config()', 'content(config)']);
  });
});

describe('runUntil', () => {
  it('runs the target and what it needs, and nothing else', async () => {
    const { ran, make } = recorder();
    const product = await runUntil([make('config', []), make('content', ['config']), make('api', ['config']), make('graph', ['content'])], 'graph', ctx, silentLogger, {});
    expect(product).toBe('graph');
    expect(ran).toEqual(['config()', 'content(config)', 'graph(content)']);
  });
});
