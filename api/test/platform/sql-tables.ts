/**
 * Finds the tables a source file's raw SQL names, and whether it reads or writes each, so a test
 * can hold every file to the tables its area owns and the read models other owners declare.
 *
 * A literal counts as SQL when it holds a statement's keyword (SELECT, INSERT, UPDATE, DELETE,
 * FROM, JOIN, TRUNCATE, COPY, MERGE): string and template literals alike, wherever they are
 * passed (`em.execute`, `statement`, `boundQuery`, `getConnection().execute`, kysely's `sql`,
 * a constant joined into a statement later). A template's `${…}` part is read as a value, except
 * where a written table's name belongs: such a write is reported as DYNAMIC (its owner is unknown).
 * Tables are the names after INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, COPY, MERGE INTO
 * (writes) and FROM, JOIN, USING (reads), schema-qualified or quoted or not; only the names in
 * `known` count (the catalogue's own tables and anything unknown are not anyone's).
 */
import ts from 'typescript';

export type Access = 'read' | 'write';

/** The table of a write whose name is a template's `${…}` part: whose it is cannot be read from the SQL. */
export const DYNAMIC = '(a table named by a ${} part)';
const HOLE = '__sql_part__';

export interface TableUse {
  table: string;
  access: Access;
  /** 1-based line of the literal in its file. */
  line: number;
}

/** Who owns which tables, and which of them others may read in raw SQL. */
export interface TableOwner {
  /** A feature's name, or 'platform' / 'db'. */
  name: string;
  tables: readonly string[];
  readModels: readonly string[];
}

export interface Violation {
  file: string;
  line: number;
  table: string;
  access: Access;
  owner: string;
  message: string;
}

const SQL_KEYWORD = /\b(SELECT|INSERT|UPDATE|DELETE|FROM|JOIN|TRUNCATE|COPY|MERGE)\b/i;

/** The string and template literals of `source` that look like SQL, each with its line. */
export function sqlLiterals(source: string, fileName = 'source.ts'): { text: string; line: number }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { text: string; line: number }[] = [];
  const add = (node: ts.Node, text: string) => {
    if (SQL_KEYWORD.test(text)) found.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      add(node, node.head.text + node.templateSpans.map((span) => `${HOLE}${span.literal.text}`).join(''));
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** SQL without its string constants and comments (a table's name in them is not a use). */
function bare(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
}

type Token = { word: string; quoted: boolean } | { punct: string };

function tokens(sql: string): Token[] {
  const out: Token[] = [];
  for (const m of bare(sql).matchAll(/"((?:[^"]|"")+)"|([A-Za-z_][\w$]*)|(\S)/g)) {
    if (m[1] !== undefined) out.push({ word: m[1].replace(/""/g, '"'), quoted: true });
    else if (m[2] !== undefined) out.push({ word: m[2], quoted: false });
    else out.push({ punct: m[3] });
  }
  return out;
}

const isWord = (t: Token | undefined, ...words: string[]): boolean =>
  !!t && 'word' in t && !t.quoted && words.includes(t.word.toUpperCase());

/** The tables `sql` reads and writes, among `known`. */
export function tablesIn(sql: string, known: ReadonlySet<string>): { table: string; access: Access }[] {
  const t = tokens(sql);
  const uses: { table: string; access: Access }[] = [];
  /** The table named at `i` (schema-qualified or not, after ONLY / TABLE / LATERAL), and where it ends. */
  const nameAt = (i: number, access: Access): { table: string; end: number } | null => {
    while (isWord(t[i], 'ONLY', 'TABLE', 'LATERAL')) i++;
    const first = t[i];
    if (!first || !('word' in first)) return null;
    let name = first.word;
    let end = i + 1;
    const dot = t[end];
    const next = t[end + 1];
    if (dot && 'punct' in dot && dot.punct === '.' && next && 'word' in next) {
      name = next.word;
      end += 2;
    }
    if (name === HOLE) return access === 'write' ? { table: DYNAMIC, end } : null;
    return known.has(name) ? { table: name, end } : null;
  };
  /** The tables listed from `i`, separated by commas (each with its alias). */
  const list = (i: number, access: Access) => {
    for (;;) {
      const found = nameAt(i, access);
      if (!found) return;
      uses.push({ table: found.table, access });
      i = found.end;
      if (isWord(t[i], 'AS')) i++;
      if (t[i] && 'word' in t[i]! && !isWord(t[i], 'WHERE', 'ON', 'JOIN', 'LEFT', 'RIGHT', 'INNER', 'FULL', 'CROSS', 'SET', 'USING', 'GROUP', 'ORDER', 'LIMIT', 'RETURNING', 'FOR'))
        i++;
      const comma = t[i];
      if (!comma || !('punct' in comma) || comma.punct !== ',') return;
      i++;
    }
  };
  for (let i = 0; i < t.length; i++) {
    if (isWord(t[i], 'INSERT', 'MERGE') && isWord(t[i + 1], 'INTO')) list(i + 2, 'write');
    else if (isWord(t[i], 'DELETE') && isWord(t[i + 1], 'FROM')) {
      list(i + 2, 'write');
      i++;
    } else if (isWord(t[i], 'UPDATE', 'TRUNCATE', 'COPY')) list(i + 1, 'write');
    else if (isWord(t[i], 'FROM', 'JOIN', 'USING')) list(i + 1, 'read');
  }
  return uses;
}

/** Every table use in `source`'s SQL literals, among `known`. */
export function tableUses(source: string, known: ReadonlySet<string>, fileName?: string): TableUse[] {
  return sqlLiterals(source, fileName).flatMap(({ text, line }) => tablesIn(text, known).map((use) => ({ ...use, line })));
}

/**
 * The uses in `file` (of `area`) that break the rule: a table is written only by its owner, and
 * read by others only when its owner declares it a read model.
 */
export function violations(file: string, area: string, uses: readonly TableUse[], owners: readonly TableOwner[]): Violation[] {
  const ownerOf = new Map<string, TableOwner>();
  for (const owner of owners) for (const table of owner.tables) ownerOf.set(table, owner);
  const out: Violation[] = [];
  for (const use of uses) {
    if (use.table === DYNAMIC) {
      out.push({
        file,
        line: use.line,
        table: use.table,
        access: use.access,
        owner: 'unknown',
        message: `${file}:${use.line} writes a table named by a \${} part: name the table in the SQL (one statement per table, each in its owner's code), so whose it is can be checked`,
      });
      continue;
    }
    const owner = ownerOf.get(use.table);
    if (!owner || owner.name === area) continue;
    if (use.access === 'read' && owner.readModels.includes(use.table)) continue;
    const fix =
      use.access === 'write'
        ? `ask ${owner.name} to change it, through its service or public.ts (where the SQL naming it belongs)`
        : `ask a service of ${owner.name} for it, or have ${owner.name} declare '${use.table}' in its readModels`;
    out.push({
      file,
      line: use.line,
      table: use.table,
      access: use.access,
      owner: owner.name,
      message: `${file}:${use.line} ${use.access === 'write' ? 'writes' : 'reads'} '${use.table}', owned by ${owner.name}: ${fix}`,
    });
  }
  return out;
}

/** Every name the owners declare: their tables and their read models (views among them). */
export function knownTables(owners: readonly TableOwner[]): Set<string> {
  return new Set(owners.flatMap((o) => [...o.tables, ...o.readModels]));
}
