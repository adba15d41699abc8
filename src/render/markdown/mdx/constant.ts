// The value of a JavaScript expression that needs no module to compute: literals, and objects and arrays of them.
import type { Node as EsNode } from 'estree';

/** What `constantValue` returns for anything else. */
export const NOT_CONSTANT = Symbol('not constant');

/** The value of an expression made only of literals (numbers, strings, objects and arrays of them), or NOT_CONSTANT. */
export function constantValue(node: EsNode): unknown {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? NOT_CONSTANT : node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked).join('') : NOT_CONSTANT;
    case 'UnaryExpression': {
      const value = constantValue(node.argument);
      if (typeof value !== 'number') return NOT_CONSTANT;
      return node.operator === '-' ? -value : node.operator === '+' ? value : NOT_CONSTANT;
    }
    case 'ArrayExpression': {
      const values = node.elements.map((e) => (e && e.type !== 'SpreadElement' ? constantValue(e) : NOT_CONSTANT));
      return values.includes(NOT_CONSTANT) ? NOT_CONSTANT : values;
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = [];
      for (const p of node.properties) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init' || p.method) return NOT_CONSTANT;
        const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : undefined;
        const value = constantValue(p.value);
        if (key === undefined || key === '__proto__' || value === NOT_CONSTANT) return NOT_CONSTANT;
        entries.push([key, value]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return NOT_CONSTANT;
  }
}
