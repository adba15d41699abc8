import type { z } from 'zod';
import { BuildError, type Diagnostic } from '../core/diagnostics.ts';
import { normalizeBase } from '../../shared/urls.ts';
import { configSchema, type SiteConfig } from './schema.ts';
import { checkConfigReferences } from './references.ts';

export const CONFIG_FILE = 'site.config.ts';

/**
 * Validates a raw config object and fills in defaults. Throws a BuildError listing every problem, each naming the
 * config path, the value found and what is allowed.
 */
export function validateConfig(raw: unknown, file = CONFIG_FILE): SiteConfig {
  // Without zod's JIT, which compiles each object schema into a function on its first parse: a config is parsed once
  // per build, and compiling its schemas cost 12 ms of the 20 ms its validation took.
  const parsed = configSchema.safeParse(raw, { jitless: true });
  if (!parsed.success) {
    throw new BuildError(parsed.error.issues.map((issue) => issueToDiagnostic(issue, raw, file)));
  }
  const config = { ...parsed.data, baseUrl: normalizeBase(parsed.data.baseUrl) };
  const problems = checkConfigReferences(config).map((d) => ({ ...d, file }));
  if (problems.length) throw new BuildError(problems);
  return config;
}

function issueToDiagnostic(issue: z.core.$ZodIssue, raw: unknown, file: string): Diagnostic {
  const configPath = formatPath(issue.path);
  const found = describe(valueAt(raw, issue.path));
  switch (issue.code) {
    case 'invalid_value':
      return {
        severity: 'error',
        file,
        configPath,
        message: `${found} is not allowed here.`,
        hint: `Allowed: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`,
      };
    case 'unrecognized_keys':
      return {
        severity: 'error',
        file,
        configPath,
        message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}.`,
        hint: "Check the spelling; the fields docgen knows are listed in docgen's user guide (docs/guide/configuration.md).",
      };
    case 'invalid_type':
      return {
        severity: 'error',
        file,
        configPath,
        message: found === 'nothing' ? `is required (expected ${issue.expected}).` : `expected ${issue.expected}, found ${found}.`,
      };
    case 'invalid_union':
      // A union told apart by a field (`type`): the issue is about that field, and names the values it may take.
      if (issue.discriminator !== undefined && 'options' in issue && issue.options) {
        return {
          severity: 'error',
          file,
          configPath,
          message: `${found} is not allowed here.`,
          hint: `Allowed: ${issue.options.filter((v) => v !== undefined && v !== null).map((v) => JSON.stringify(v)).join(', ')}.`,
        };
      }
      return {
        severity: 'error',
        file,
        configPath,
        message: `${found} does not match any allowed form.`,
        hint: "See docgen's user guide (docs/guide/configuration.md) for the forms this field takes.",
      };
    default:
      return { severity: 'error', file, configPath, message: `${issue.message.replace(/\.$/, '')} (found ${found}).` };
  }
}

/** `['navbar', 'items', 2, 'type']` → `navbar.items[2].type`. */
export function formatPath(path: PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '');
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value: unknown = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json && json.length > 60 ? `${json.slice(0, 57)}...` : (json ?? String(value));
}
