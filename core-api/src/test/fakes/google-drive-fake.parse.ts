// TEST ONLY. What the Google Drive fake parses: the subset of Drive's `q` search language the adapter uses (and
// nothing more — anything else is refused, as a contract), the `fields` partial-response selector, and the
// multipart/related body of uploadType=multipart.

export type DriveClause =
  | { field: 'name' | 'mimeType'; op: '=' | '!='; value: string }
  | { field: 'parents'; value: string }
  | { field: 'trashed'; value: boolean };

const STRING = String.raw`'((?:[^'\\]|\\.)*)'`;
const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** Splits on " and " outside quoted strings. */
function splitAnd(q: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < q.length; i++) {
    const c = q[i]!;
    if (c === '\\' && quoted) {
      current += c + (q[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === "'") quoted = !quoted;
    if (!quoted && q.slice(i, i + 5).toLowerCase() === ' and ') {
      parts.push(current);
      current = '';
      i += 4;
      continue;
    }
    current += c;
  }
  if (quoted) throw new Error('unterminated string');
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function parseDriveQuery(q: string): DriveClause[] {
  if (!q.trim()) return [];
  return splitAnd(q).map((clause) => {
    let m = new RegExp(`^(name|mimeType)\\s*(=|!=)\\s*${STRING}$`).exec(clause);
    if (m) return { field: m[1] as 'name' | 'mimeType', op: m[2] as '=' | '!=', value: unescape(m[3]!) };
    m = new RegExp(`^${STRING}\\s+in\\s+parents$`).exec(clause);
    if (m) return { field: 'parents', value: unescape(m[1]!) };
    m = /^trashed\s*=\s*(true|false)$/.exec(clause);
    if (m) return { field: 'trashed', value: m[1] === 'true' };
    throw new Error(`the fake does not understand "${clause}"`);
  });
}

type FieldTree = Map<string, FieldTree | true>;

function parseFields(expr: string): FieldTree {
  let i = 0;
  const list = (): FieldTree => {
    const tree: FieldTree = new Map();
    while (i < expr.length) {
      let name = '';
      while (i < expr.length && !',()'.includes(expr[i]!)) name += expr[i++];
      name = name.trim();
      if (expr[i] === '(') {
        i++;
        const sub = list();
        if (expr[i] !== ')') throw new Error('unbalanced fields');
        i++;
        tree.set(name, sub);
      } else if (name) tree.set(name, true);
      if (expr[i] === ',') i++;
      else break;
    }
    return tree;
  };
  return list();
}

function apply(value: unknown, tree: FieldTree | true): unknown {
  if (tree === true || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => apply(v, tree));
  if (tree.has('*')) return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of tree) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = apply(v, sub);
  }
  return out;
}

/** The partial response `fields` asks for (Drive's default set when it is absent). */
export function pickFields<T extends object>(
  value: T,
  fields: string | null,
  defaults: string[],
): Partial<T> {
  return apply(value, parseFields(fields ?? defaults.join(','))) as Partial<T>;
}

/** multipart/related: each part's Content-Type and bytes. */
export function parseMultipart(body: Buffer, contentType: string): { contentType: string; body: Buffer }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { contentType: string; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString();
    let content = part.subarray(headerEnd + 4);
    if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
    parts.push({
      contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream',
      body: content,
    });
    at = next;
  }
  return parts;
}
