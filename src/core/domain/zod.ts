// The one place zod is configured. jitless keeps zod from compiling parsers with `new Function`,
// which a strict Content-Security-Policy (no 'unsafe-eval') would block.
import * as z from 'zod/mini';
import { own, setOwn } from '../base/own.ts';

z.config({ jitless: true });

export { z };

/** What an issue wanted: zod/mini ships no message locale, so its messages say only "Invalid input". */
function expected(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return `expected ${issue.expected}`;
  if (issue.code === 'invalid_value') return `expected one of ${issue.values.join(', ')}`;
  return issue.message;
}

/** Formats the first issue of a failed parse as "path: expected …" for console messages. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  const path = issue.path.length > 0 ? issue.path.join('.') : '(root)';
  return `${path}: ${expected(issue)}`;
}

type Def = {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  valueType?: Schema;
  element?: Schema;
};
type Schema = z.ZodMiniType & { _zod: { def: Def } };

/**
 * Keeps every field of `value` its schema accepts and drops each one it rejects, calling `drop`
 * with the field's path and what was expected, so one bad field never costs the rest. Generic:
 * it walks the schema's object shapes (through optional/default wrappers, records and arrays)
 * and checks each field on its own; the caller then parses the result as usual (defaults apply).
 */
export function keepGoodFields(
  schema: z.ZodMiniType,
  value: unknown,
  drop: (path: string, problem: string) => void,
  path = '',
): unknown {
  let def = (schema as Schema)._zod.def;
  while (def.innerType) def = def.innerType._zod.def;
  const inner = def.shape ?? def.valueType;
  if (def.element && Array.isArray(value)) {
    return value.map((item, index) => keepGoodFields(def.element as Schema, item, drop, `${path}${index}.`));
  }
  if (!inner || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const key of Object.keys(def.shape ?? out)) {
    if (!Object.hasOwn(out, key)) continue;
    const field = ((def.shape && own(def.shape, key)) ?? inner) as Schema;
    const kept = keepGoodFields(field, own(out, key), drop, `${path}${key}.`);
    const checked = field.safeParse(kept);
    if (checked.success) setOwn(out, key, kept);
    else {
      drop(
        path + key,
        `${describeIssue(checked.error).replace(/^\(root\): /, '')} (got ${JSON.stringify(kept)?.slice(0, 40)})`,
      );
      delete out[key];
    }
  }
  return out;
}

/**
 * `schema.safeParse(value)` that drops bad fields instead of failing whole: input that parses as
 * it is (the usual page) is parsed once; only otherwise is it walked field by field
 * (`keepGoodFields`, which parses every level again) and the rest parsed.
 */
export function safeParseKeepingGoodFields<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  drop: (path: string, problem: string) => void,
): ReturnType<T['safeParse']> {
  const whole = schema.safeParse(value);
  if (whole.success) return whole as ReturnType<T['safeParse']>;
  return schema.safeParse(keepGoodFields(schema, value, drop)) as ReturnType<T['safeParse']>;
}
