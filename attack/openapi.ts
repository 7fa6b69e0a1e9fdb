// Reads the server's own OpenAPI document into the list of operations the attack suite walks.

export interface Param {
  in: 'query' | 'path' | 'header';
  name: string;
  type: string;
}

export interface Operation {
  method: string;
  path: string;
  params: Param[];
  /** Top-level properties of the request body (JSON or form) with their JSON-schema type. */
  body: Record<string, string> | null;
  contentTypes: string[];
  admin: boolean;
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema> };

const typeOf = (s: Schema | undefined) => (Array.isArray(s?.type) ? s!.type[0] : s?.type) ?? 'string';

export function operations(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params: Param[] = (op.parameters ?? []).map((p: any) => ({ in: p.in, name: p.name, type: typeOf(p.schema) }));
      const content = op.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      const schema: Schema | undefined = contentTypes.length ? content[contentTypes[0]].schema : undefined;
      const body = schema?.properties ? Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, typeOf(v)])) : contentTypes.length ? {} : null;
      out.push({ method: method.toUpperCase(), path, params, body, contentTypes, admin: path.startsWith('/admin/') });
    }
  }
  return out;
}

/** A plausible value per JSON-schema type: the base a malformed field is swapped into. */
export function plausible(type: string): unknown {
  return type === 'integer' || type === 'number' ? 1 : type === 'boolean' ? true : type === 'array' ? [] : type === 'object' ? {} : 'a';
}
