/**
 * The calls an OpenAPI document describes, read back from it, with a plausible value for each
 * schema: the starting point the fuzz test spoils one field at a time. Only what our generated
 * document uses is understood (JSON Schema 2020-12 as zod writes it).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
}

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  schema?: JsonSchema;
}

export interface DocumentedOperation {
  method: string;
  path: string;
  /** 'json' or 'form' for a call with a body; null for one without. */
  body: 'json' | 'form' | null;
  schema: JsonSchema | null;
  parameters: Parameter[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, {
    parameters?: Parameter[];
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
  }>>;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => {
    const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    return {
      method: method.toUpperCase(),
      path,
      body: contentType === undefined ? null : contentType.includes('form') ? 'form' as const : 'json' as const,
      schema: content?.schema ?? null,
      parameters: op.parameters ?? [],
    };
  }));
}

/** A value the schema would most likely accept: its example, default or first choice, else the least it allows. */
export function sampleOf(schema: JsonSchema | false | undefined): unknown {
  if (!schema) return null;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(choices.find((c) => c.type !== 'null') ?? choices[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, sampleOf(field)]));
    case 'array':
      return schema.prefixItems ? schema.prefixItems.map(sampleOf) : [sampleOf(schema.items)];
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The path of every value inside a sample, containers included, the whole value first. */
export function pathsIn(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => pathsIn(item, [...at, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => pathsIn(item, [...at, key]))
      : [];
  return [at, ...inner];
}
