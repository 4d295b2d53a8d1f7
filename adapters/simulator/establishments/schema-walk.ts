import * as v from 'valibot';

/**
 * Reading the valibot schemas of an establishment file as a map of its keys, so that the file's checks
 * can name an unknown key (unknown-keys.ts) and tell what a field holds (schema-messages.ts) from the
 * same schemas that parse it: a field added to a schema is known here at once.
 */
type AnySchema = v.GenericSchema;

/** The shape inside optional, nullable, fallback and lazy wrappers (a pipe keeps its first schema's shape). */
export function unwrapSchema(schema: AnySchema, value?: unknown): AnySchema {
  let current = schema as AnySchema & { wrapped?: AnySchema; getter?: (input: unknown) => AnySchema };
  for (;;) {
    if (current.wrapped) current = current.wrapped as typeof current;
    else if (current.type === 'lazy' && current.getter) current = current.getter(value) as typeof current;
    else return current;
  }
}

/** The entries of an object schema, or null when the schema is not an object. */
export function objectEntries(schema: AnySchema): Record<string, AnySchema> | null {
  const entries = (schema as { entries?: Record<string, AnySchema> }).entries;
  return schema.type === 'object' && entries ? entries : null;
}

/** Whether the schema accepts any key (a record, or an object that keeps unknown keys). */
export function acceptsAnyKey(schema: AnySchema): boolean {
  return schema.type === 'record' || schema.type === 'loose_object' || schema.type === 'object_with_rest';
}

/**
 * The schema of `value`'s child at `key`: an object's entry, an array's item, a record's value. For a
 * union or variant, the first option that accepts `value` (the one the parse will have taken).
 */
export function childSchema(schema: AnySchema, key: string | number, value: unknown): AnySchema | null {
  const shape = resolveOption(unwrapSchema(schema, value), value);
  if (!shape) return null;
  const entries = objectEntries(shape);
  if (entries) return entries[key] ?? null;
  const withParts = shape as { item?: AnySchema; value?: AnySchema };
  if (shape.type === 'array' && withParts.item) return withParts.item;
  if (shape.type === 'record' && withParts.value) return withParts.value;
  return null;
}

/** For a union or variant, the option `value` fits; else the schema itself. Null when no option fits. */
export function resolveOption(schema: AnySchema, value: unknown): AnySchema | null {
  const options = (schema as { options?: readonly AnySchema[] }).options;
  if ((schema.type !== 'union' && schema.type !== 'variant') || !options) return schema;
  const fitting = options.find((option) => v.is(option, value));
  return fitting ? unwrapSchema(fitting, value) : null;
}

/** The schema at `path` below `root` (its shape unwrapped), following the raw file's values; null when lost. */
export function schemaAt(root: AnySchema, raw: unknown, path: readonly (string | number)[]): AnySchema | null {
  let schema: AnySchema | null = root;
  let value = raw;
  for (const key of path) {
    if (!schema) return null;
    schema = childSchema(schema, key, value);
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return schema;
}
