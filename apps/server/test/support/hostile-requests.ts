import type { Random } from '../../src/db/seed/prng.ts';
import { hostileBodies, hostileValues, nearMisses, type Hostile } from './hostile-values.ts';
import { pathsIn, sampleOf, type DocumentedOperation } from './openapi-operations.ts';

/** One request of the fuzz: what was spoilt, and the parts of the request. */
export interface HostileRequest {
  label: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | null;
}

type Path = Array<string | number>;
const marker = '\u0001hostile\u0001';
/** Hostile values tried on each body field besides its near misses: every kind still meets many fields, and a run stays short. */
const valuesPerField = 10;

function withValueAt(sample: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(sample) ? [...sample] : { ...(sample as object) };
  const [key, ...rest] = path;
  copy[key!] = withValueAt(copy[key!], rest, value);
  return copy;
}

function valueAt(sample: unknown, path: Path): unknown {
  return path.reduce<any>((value, key) => value?.[key], sample);
}

/** The JSON body with the hostile value's own text where the field was. */
function jsonBody(sample: unknown, path: Path, hostile: Hostile): string {
  return JSON.stringify(withValueAt(sample, path, marker)).replace(JSON.stringify(marker), () => hostile.json);
}

/** A form body of the sample's fields, one of them spoilt; objects travel as their JSON text. */
function formBody(sample: unknown, path: Path, hostile: Hostile): string {
  if (path.length === 0) return hostile.text;
  const fields = withValueAt(sample, path.slice(0, 1), marker) as Record<string, unknown>;
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value === marker ? hostile.text : typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form.toString();
}

/** The samples of a body schema: one per choice when the body may be one of several shapes. */
function samplesOf(operation: DocumentedOperation): unknown[] {
  const schema = operation.schema;
  if (!schema) return [];
  return (schema.anyOf ?? schema.oneOf ?? [schema]).map(sampleOf);
}

function bodyRequests(operation: DocumentedOperation, values: Hostile[], random: Random): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const plain = { query: new URLSearchParams(), headers: {} };
  for (const sample of samplesOf(operation)) {
    const encode = operation.body === 'form' ? formBody : jsonBody;
    for (const whole of hostileBodies(JSON.stringify(sample))) {
      requests.push({ ...plain, label: `body: ${whole.label}`, body: whole.json });
    }
    // A form has one level of fields: deeper paths are the same field's JSON text.
    const paths = pathsIn(sample).filter((path) => operation.body !== 'form' || path.length <= 1);
    for (const path of paths) {
      for (const hostile of [...random.sample(values, valuesPerField), ...nearMisses(valueAt(sample, path))]) {
        requests.push({ ...plain, label: `${path.join('.') || '(body)'}: ${hostile.label}`, body: encode(sample, path, hostile) });
      }
    }
  }
  return requests;
}

function parameterRequests(operation: DocumentedOperation, values: Hostile[]): HostileRequest[] {
  const samples = new Map(operation.parameters.map((p) => [p.name, String(sampleOf(p.schema))]));
  const build = (name: string, value: string | null, repeat = false): HostileRequest => {
    const query = new URLSearchParams();
    const headers: Record<string, string> = {};
    for (const parameter of operation.parameters) {
      const chosen = parameter.name === name ? value : samples.get(parameter.name)!;
      if (chosen === null) continue;
      if (parameter.in === 'query') {
        query.append(parameter.name, chosen);
        if (repeat && parameter.name === name) query.append(parameter.name, chosen);
      } else if (parameter.in === 'header') headers[parameter.name] = chosen;
    }
    const body = operation.body ? JSON.stringify(samplesOf(operation)[0]) : null;
    const label = `${name}: ${value === null ? 'missing' : repeat ? 'repeated' : JSON.stringify(value).slice(0, 60)}`;
    return { label, query, headers, body };
  };
  return operation.parameters.flatMap((parameter) => [
    build(parameter.name, null),
    build(parameter.name, samples.get(parameter.name)!, true),
    ...[...values, ...nearMisses(sampleOf(parameter.schema))].map((hostile) => build(parameter.name, hostile.text)),
  ]);
}

/** Every hostile request of one operation: spoilt bodies, fields and parameters. */
export function hostileRequests(operation: DocumentedOperation, random: Random): HostileRequest[] {
  const values = hostileValues(random);
  const requests = [...bodyRequests(operation, values, random), ...parameterRequests(operation, values)];
  if (requests.length === 0) {
    // A call that takes nothing still gets a body and a query string it did not ask for.
    const body = hostileBodies('{}')[0]!;
    return [
      { label: 'unasked body', query: new URLSearchParams({ id: '2147483648' }), headers: {}, body: '{"id":2147483648}' },
      { label: 'unasked NUL query', query: new URLSearchParams({ q: '\u0000' }), headers: {}, body: body.json },
    ];
  }
  return requests;
}
