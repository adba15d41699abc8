// The pipeline's building block: a stage names the stages whose products it reads (`needs`), gets those and nothing
// else, and returns its own product (./products.ts holds each stage's contract). A stage that keeps something from one
// run of an engine to the next (watch mode's rebuilds) owns it: its `state` is made once per engine and handed to it
// alone. `runStages` starts each stage as soon as the stages it needs are done, so stages that do not depend on each
// other (the content, the API Reference, the assets) run at the same time.
import type { Logger } from '../core/log.ts';
import type { StageContext, StageProducts } from './products.ts';

export type StageName = keyof StageProducts;

/** What a stage that needs `D` gets: those stages' products, read-only. */
export type StageInput<D extends StageName> = { readonly [K in D]: StageProducts[K] };

export interface Stage<N extends StageName, D extends StageName = never, S = undefined> {
  readonly name: N;
  /** The stages whose products this one reads: they come before it in the pipeline. */
  readonly needs: readonly D[];
  /** Makes what the stage keeps from one run of an engine to the next; called once per engine. */
  readonly state?: () => S;
  run(input: StageInput<D>, ctx: StageContext, state: S): Promise<StageProducts[N]>;
  /** What the stage's log line says after its time. */
  detail?(product: StageProducts[N]): string;
  /** Saves what the next process should find of the state (watch mode, when idle). */
  persist?(state: S): Promise<void>;
}

/** A stage of any name, needs and state, as a pipeline lists them; each is type-checked where it is declared. */
export type AnyStage = Stage<StageName, StageName, unknown>;

/** Declares a stage; the types tie its `run` to what it needs, keeps and makes. */
export function defineStage<N extends StageName, D extends StageName = never, S = undefined>(stage: Stage<N, D, S>): Stage<N, D, S> {
  return stage;
}

/** The products of a run of `S`: one per stage the list holds, by name. A stage left out of the list has none. */
export type ProductsOf<S extends readonly AnyStage[]> = { [T in S[number] as T['name']]: StageProducts[T['name']] };

/**
 * `'ok'` when `S` is a whole pipeline: every stage of the contracts in it, each after every stage it needs; otherwise
 * a message naming what is wrong, which `'ok'` does not fit, so that the compiler says it.
 */
export type PipelineCheck<S extends readonly AnyStage[]> = [Exclude<StageName, S[number]['name']>] extends [never] ? OrderCheck<S> : `missing stage: ${Exclude<StageName, S[number]['name']>}`;

type NeedsOf<T> = T extends Stage<StageName, infer D, infer _S> ? D : never;
type OrderCheck<S extends readonly AnyStage[], Before extends StageName = never> = S extends readonly [infer Head extends AnyStage, ...infer Rest extends readonly AnyStage[]]
  ? [Exclude<NeedsOf<Head>, Before>] extends [never]
    ? OrderCheck<Rest, Before | Head['name']>
    : `stage ${Head['name']} needs ${Exclude<NeedsOf<Head>, Before>}, which does not come before it`
  : 'ok';

/** What each stage of a pipeline keeps between runs, made when a stage first runs; one per engine. */
export type StageStates = Map<AnyStage, unknown>;

interface Runner {
  ctx: StageContext;
  states: StageStates;
  logger: Logger;
  timings: Record<string, number>;
}

/**
 * Runs `stages` (each after those it needs; they must come earlier in the list), times each one into `timings`, and
 * resolves with every product once all are done. The first failure rejects, and the stages that need it never run.
 */
export async function runStages<S extends readonly AnyStage[]>(stages: S, ctx: StageContext, logger: Logger, timings: Record<string, number>, states: StageStates = new Map()): Promise<ProductsOf<S>> {
  const started = startStages(stages, new Set(stages.map((stage) => stage.name)), { ctx, states, logger, timings });
  const names = [...started.keys()];
  const products = await Promise.all(names.map((name) => started.get(name)));
  // Every stage of `S` ran, each product under its stage's name.
  return Object.fromEntries(names.map((name, i) => [name, products[i]])) as ProductsOf<S>;
}

/** Runs only `target` and the stages it needs, directly or not; resolves with its product once all are done. */
export async function runUntil<U extends StageName>(stages: readonly AnyStage[], target: U, ctx: StageContext, logger: Logger, timings: Record<string, number>): Promise<StageProducts[U]> {
  const started = startStages(stages, neededBy(stages, target), { ctx, states: new Map(), logger, timings });
  await Promise.all(started.values());
  // `target`'s own stage made it.
  return (await started.get(target)) as StageProducts[U];
}

function startStages(stages: readonly AnyStage[], wanted: Set<StageName>, { ctx, states, logger, timings }: Runner): Map<StageName, Promise<unknown>> {
  const started = new Map<StageName, Promise<unknown>>();
  for (const stage of stages) {
    if (!wanted.has(stage.name)) continue;
    const needs = stage.needs.map((name) => {
      const result = started.get(name);
      if (!result) throw new Error(`stage ${stage.name} needs ${name}, which does not come before it`);
      return result;
    });
    if (stage.state && !states.has(stage)) states.set(stage, stage.state());
    const result = Promise.all(needs).then(async (values) => {
      // The products of exactly the stages it needs, by name.
      const input = Object.fromEntries(stage.needs.map((name, i) => [name, values[i]])) as StageInput<StageName>;
      const begun = performance.now();
      const product = await stage.run(input, ctx, states.get(stage));
      const ms = performance.now() - begun;
      timings[stage.name] = ms;
      logger.stage(stage.name, ms, stage.detail?.(product));
      return product;
    });
    // Awaited by the caller; a failure must not count as unhandled while earlier stages are still awaited.
    result.catch(() => {});
    started.set(stage.name, result);
  }
  return started;
}

/** Saves what each stage of `stages` keeps that the next process should find. */
export async function persistStages(stages: readonly AnyStage[], states: StageStates): Promise<void> {
  await Promise.all(stages.map((stage) => (stage.persist && states.has(stage) ? stage.persist(states.get(stage)) : undefined)));
}

/** `target` and every stage it needs, directly or through others. */
function neededBy(stages: readonly AnyStage[], target: StageName): Set<StageName> {
  const byName = new Map(stages.map((stage) => [stage.name, stage]));
  const wanted = new Set<StageName>();
  const add = (name: StageName) => {
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of byName.get(name)?.needs ?? []) add(need);
  };
  add(target);
  return wanted;
}
