import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as domain from './index';
import { hostileText, oddNumberText } from './primitives/hostileArbitraries.testing';

// Property-based: every schema and decoder the domain exports reads server answers, stored
// sessions or form values, so none may throw on any input; each answers zod's verdict, a value or
// a non-empty list of issues (issue 19). The schemas are found by their `safeParse`, so a new one
// is fuzzed without being listed here. fast-check prints the seed of a failure to replay it.

interface SafeParser {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

function isSafeParser(value: unknown): value is SafeParser {
  return typeof value === 'object' && value !== null && typeof (value as Partial<SafeParser>).safeParse === 'function';
}

/** The parts of zod 4's definition of a schema that say what input it expects. */
interface ZodDefinition {
  readonly type: string;
  readonly shape?: Readonly<Record<string, unknown>>;
  readonly element?: unknown;
  readonly options?: readonly unknown[];
  readonly innerType?: unknown;
  readonly in?: unknown;
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly values?: readonly unknown[];
  readonly keyType?: unknown;
  readonly valueType?: unknown;
  readonly getter?: () => unknown;
}

function definitionOf(schema: unknown): ZodDefinition | undefined {
  return (schema as { _zod?: { def?: ZodDefinition } } | null)?._zod?.def;
}

const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 1e308, 5e-324, 2 ** 31, 0.1 + 0.2),
);

/** A value of the wrong kind: text, a number where text belongs, null, nothing, a list, an object. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  oddNumberText,
  weirdNumber,
  fc.boolean(),
  fc.constantFrom(null, undefined),
  fc.jsonValue({ maxDepth: 2 }),
  fc.anything({ maxDepth: 2 }),
);

const missing = Symbol('missing');

/** How far {@link shapedLike}'s inputs stray from the schema: how often a value is of a wrong kind or missing. */
interface Stray {
  /** Out of 100 values, how many are of a wrong kind, and as many are left out. */
  readonly percent: number;
  /** The numbers where numbers belong: any, or mostly small whole ones that pass most rules. */
  readonly numbers: fc.Arbitrary<number>;
}

const strayOften: Stray = { percent: 12, numbers: weirdNumber };
const strayRarely: Stray = { percent: 1, numbers: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 5 }), weight: 9 }, { arbitrary: weirdNumber, weight: 1 }) };

/**
 * Inputs shaped like what `schema` reads, to reach its refinements and transforms: each field of
 * the expected kind or, now and then, of a wrong one or missing, with unknown fields besides.
 */
function shapedLike(schema: unknown, stray: Stray, depth = 0): fc.Arbitrary<unknown> {
  const definition = definitionOf(schema);
  if (!definition || depth > 8) return wrongValue;
  const inner = (child: unknown) => shapedLike(child, stray, depth + 1);
  let near: fc.Arbitrary<unknown>;
  switch (definition.type) {
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(definition.shape ?? {}).map(([key, child]) => [
          key,
          fc.oneof({ arbitrary: inner(child), weight: 100 - stray.percent }, { arbitrary: fc.constant(missing), weight: stray.percent }),
        ]),
      );
      near = fc.tuple(fc.record(fields), fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })).map(([known, extra]) => {
        const value: Record<string, unknown> = { ...extra };
        for (const [key, field] of Object.entries(known)) if (field !== missing) value[key] = field;
        return value;
      });
      break;
    }
    case 'array':
      near = fc.array(inner(definition.element), { maxLength: 3 });
      break;
    case 'record':
      near = fc.dictionary(hostileText, inner(definition.valueType), { maxKeys: 3 });
      break;
    case 'union':
      near = fc.oneof(...(definition.options ?? []).map(inner));
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      near = fc.oneof({ arbitrary: inner(definition.innerType), weight: 3 }, { arbitrary: fc.constantFrom(null, undefined), weight: 1 });
      break;
    case 'pipe':
      near = inner(definition.in);
      break;
    case 'lazy':
      near = definition.getter ? inner(definition.getter()) : wrongValue;
      break;
    case 'string':
      near = hostileText;
      break;
    case 'number':
      near = stray.numbers;
      break;
    case 'boolean':
      near = fc.boolean();
      break;
    case 'enum':
      near = fc.constantFrom(...Object.values(definition.entries ?? { none: 'none' }));
      break;
    case 'literal':
      near = fc.constantFrom(...(definition.values ?? [null]));
      break;
    default:
      near = fc.anything({ maxDepth: 2 });
  }
  return fc.oneof({ arbitrary: near, weight: 100 - stray.percent }, { arbitrary: wrongValue, weight: stray.percent });
}

// The hand-written session decoders have no zod definition: their fields, mostly of the kind they
// expect, nested as the answers nest them.
const oddSessionValue = fc.oneof(weirdNumber, hostileText, fc.constantFrom(null, undefined, '12', ' 3600 ', '1e3', '0x10', '', [], {}));
const sessionValue = <T>(expected: fc.Arbitrary<T>) => fc.oneof({ arbitrary: expected, weight: 4 }, { arbitrary: oddSessionValue, weight: 1 });
const tokenFields = fc.record({ token: sessionValue(hostileText), expiresIn: sessionValue(fc.oneof(fc.integer({ min: 1 }), oddNumberText)) }, { requiredKeys: [] });
const profileFields = fc.record(
  {
    id: sessionValue(fc.integer()),
    roleId: sessionValue(fc.constantFrom(3, 4, 5)),
    role: sessionValue(fc.constantFrom(...domain.roleNames)),
    name: sessionValue(hostileText),
    email: sessionValue(hostileText),
    profilePicture: sessionValue(hostileText),
    loginId: sessionValue(fc.oneof(fc.integer(), hostileText)),
    agentId: sessionValue(fc.integer()),
    developerId: sessionValue(fc.integer()),
  },
  { requiredKeys: [] },
);
const sessionShaped = fc.oneof(tokenFields, profileFields, fc.record({ data: fc.oneof({ arbitrary: profileFields, weight: 4 }, { arbitrary: wrongValue, weight: 1 }) }));

/** Every exported schema and decoder, and the schemas the domain builds with a function, by name. */
function exportedSchemas(): [string, SafeParser][] {
  const found = Object.entries(domain).flatMap(([name, value]): [string, SafeParser][] => (isSafeParser(value) ? [[name, value]] : []));
  const built: [string, SafeParser][] = [
    ['springPageSchema(lookupItemSchema)', domain.springPageSchema(domain.lookupItemSchema)],
    ['accountsPageSchema(agentSchema)', domain.accountsPageSchema(domain.agentSchema)],
    ['dataItemSchema(reviewSchema)', domain.dataItemSchema(domain.reviewSchema)],
    ['dataPageSchema(agentAgencyRelationshipSchema)', domain.dataPageSchema(domain.agentAgencyRelationshipSchema)],
    ['csvCellSchema(parseCsvLatitude)', domain.csvCellSchema(domain.parseCsvLatitude)],
    ['createAgencyProfileFormSchema()', domain.createAgencyProfileFormSchema({ currentYear: () => 2026 })],
    ['propertyFormSchema(standalone)', domain.propertyFormSchema(domain.en.propertyForm, 'standalone')],
    ['propertyFormSchema(inProject)', domain.propertyFormSchema(domain.en.propertyForm, 'inProject')],
  ];
  return [...found, ...built];
}

const schemas = exportedSchemas();

describe('every schema and decoder of the domain, fuzzed', () => {
  it('finds the schemas to fuzz (the exports are read, not listed)', () => {
    expect(schemas.length).toBeGreaterThan(60);
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['propertySchema', 'sessionProfileResponseSchema', 'propertyCsvRowSchema', 'teamMemberFormSchema']));
  });

  it.each(schemas)('%s never throws, and answers a value or a non-empty list of issues', (_name, schema) => {
    const input = definitionOf(schema)
      ? fc.oneof({ arbitrary: shapedLike(schema, strayRarely), weight: 2 }, { arbitrary: shapedLike(schema, strayOften), weight: 2 }, { arbitrary: wrongValue, weight: 1 })
      : fc.oneof(sessionShaped, wrongValue);
    fc.assert(
      fc.property(input, (value) => {
        const result = schema.safeParse(value);
        if (result.success) {
          expect(Object.keys(result).sort()).toEqual(['data', 'success']);
          return;
        }
        expect(result.success).toBe(false);
        expect(result.error.issues.length).toBeGreaterThan(0);
        for (const issue of result.error.issues) {
          expect(Array.isArray(issue.path)).toBe(true);
          expect(typeof issue.message).toBe('string');
        }
      }),
      { numRuns: 40 },
    );
  });
});
