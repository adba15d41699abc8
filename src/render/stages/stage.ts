// The pipeline's building block: a stage names the stages whose results it reads, and its result is the input of
// the stages after it. `runStages` starts each stage as soon as the stages it needs are done, so stages that do not
// depend on each other (the content, the API Reference, the assets) run at the same time.
import type { Logger } from '../core/log.ts';
import type { Products, RunContext } from './products.ts';

export type StageName = keyof Products;

export interface Stage<N extends StageName, D extends StageName> {
  readonly name: N;
  /** The stages whose results this one reads: they come before it in the pipeline. */
  readonly needs: readonly D[];
  run(input: Pick<Products, D>, ctx: RunContext): Promise<Products[N]>;
  /** What the stage's log line says after its time. */
  detail?(result: Products[N]): string;
}

/** A stage of any name and needs, as the pipeline lists them. */
// `any`: each stage is type-checked where it is declared (defineStage); the list only needs its name and needs.
export type AnyStage = Stage<any, any>;

/** Declares a stage; the types tie its `run` to what it needs and makes. */
export function defineStage<N extends StageName, D extends StageName = never>(stage: Stage<N, D>): Stage<N, D> {
  return stage;
}

/**
 * Runs `stages` (each after those it needs; they must come earlier in the list), times each one into `timings`, and
 * resolves with every result once all are done. The first failure rejects, and the stages that need it never run.
 */
export async function runStages(stages: readonly AnyStage[], ctx: RunContext, logger: Logger, timings: Record<string, number>): Promise<Products> {
  const started = startStages(stages, new Set(stages.map((stage) => stage.name as StageName)), ctx, logger, timings);
  const names = [...started.keys()];
  const products = await Promise.all(names.map((name) => started.get(name)));
  return Object.fromEntries(names.map((name, i) => [name, products[i]])) as unknown as Products;
}

/** Runs only `target` and the stages it needs, directly or not; resolves with its product once all are done. */
export async function runUntil<U extends StageName>(stages: readonly AnyStage[], target: U, ctx: RunContext, logger: Logger, timings: Record<string, number>): Promise<Products[U]> {
  const started = startStages(stages, neededBy(stages, target), ctx, logger, timings);
  await Promise.all(started.values());
  return (await started.get(target)) as Products[U];
}

function startStages(stages: readonly AnyStage[], wanted: Set<StageName>, ctx: RunContext, logger: Logger, timings: Record<string, number>): Map<StageName, Promise<unknown>> {
  const started = new Map<StageName, Promise<unknown>>();
  for (const stage of stages) {
    if (!wanted.has(stage.name)) continue;
    const needs = stage.needs.map((name: StageName) => {
      const result = started.get(name);
      if (!result) throw new Error(`stage ${stage.name} needs ${name}, which does not come before it`);
      return result;
    });
    const result = Promise.all(needs).then(async (values) => {
      const input = Object.fromEntries(stage.needs.map((name: StageName, i: number) => [name, values[i]]));
      const begun = performance.now();
      logger.started?.(stage.name);
      const product = await stage.run(input, ctx);
      timings[stage.name] = performance.now() - begun;
      logger.stage(stage.name, timings[stage.name]!, stage.detail?.(product));
      return product;
    });
    // Awaited by the caller; a failure must not count as unhandled while earlier stages are still awaited.
    result.catch(() => {});
    started.set(stage.name, result);
  }
  return started;
}

/** `target` and every stage it needs, directly or through others. */
function neededBy(stages: readonly AnyStage[], target: StageName): Set<StageName> {
  const byName = new Map(stages.map((stage) => [stage.name as StageName, stage]));
  const wanted = new Set<StageName>();
  const add = (name: StageName) => {
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of byName.get(name)?.needs ?? []) add(need);
  };
  add(target);
  return wanted;
}
