// What crosses between a docgen thread and the thread that asked it, for every thread docgen starts (./thread.ts):
// a request names the module whose task to run and its argument; the reply carries the request's id and the task's
// result or its error. A thread answers its requests one at a time, in the order they arrived.
import { BuildError, type Diagnostic } from '../core/diagnostics.ts';

export interface ThreadRequest {
  /** Numbered by the asking side, per thread; the reply carries it back. */
  id: number;
  /** The file: URL of the module whose `task` runs (its bundle, or its source run through tsx). */
  module: string;
  arg: unknown;
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; name?: string; message: string; stack?: string; diagnostics?: Diagnostic[]; code?: string; path?: string };

/** The thread's error on this side: a `BuildError` stays one (callers report its diagnostics), anything else is an Error. */
export function taskError(reply: Extract<ThreadReply, { ok: false }>): Error {
  const error =
    reply.name === 'BuildError' && reply.diagnostics
      ? new BuildError(reply.diagnostics)
      : Object.assign(new Error(reply.message), { diagnostics: reply.diagnostics }, reply.code !== undefined && { code: reply.code }, reply.path !== undefined && { path: reply.path });
  error.stack = reply.stack ?? reply.message;
  return error;
}
