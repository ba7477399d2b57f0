/**
 * Collects, by reading server/ with the TypeScript parser, every text the server may answer in an
 * error envelope: the argument of badRequest/notFound/new ApiError (and the error factories
 * below), the `result` of an envelope written by hand, and the reasons a validator pushes. A value
 * inside a template becomes a sample value, so the text can be tried against the catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundMessage {
  file: string;
  /** The text with each `${…}` replaced by a sample value. */
  text: string;
}

export interface DynamicSite {
  file: string;
  /** The source of an expression whose text is not known from the source (a variable, a call). */
  expression: string;
}

/** Calls whose argument at this position is an envelope message. */
const MESSAGE_ARGUMENT: Record<string, number> = { badRequest: 0, notFound: 0, ApiError: 1, resetError: 0, changeError: 1 };

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'seed' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });

const parse = (path: string) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

/** `const NAME = 'text'` anywhere in the given files: the message constants the throw sites name. */
function constants(files: ts.SourceFile[]): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  for (const f of files) {
    walk(f, (n) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && /^[A-Z][A-Z_]+$/.test(n.name.text)) found.set(n.name.text, n.initializer);
    });
  }
  return found;
}

const calleeName = (e: ts.LeftHandSideExpression): string | undefined =>
  ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : undefined;

export function thrownMessages(root: string, samples: Record<string, string>): { messages: FoundMessage[]; dynamic: DynamicSite[] } {
  const files = sourceFiles(join(root, 'server')).map(parse);
  const consts = constants([...files, ...sourceFiles(join(root, 'src/domain')).map(parse)]);
  const messages: FoundMessage[] = [];
  const dynamic: DynamicSite[] = [];

  for (const f of files) {
    const file = relative(root, f.fileName);
    const sampleOf = (e: ts.Expression, i: number): string => samples[e.getText(f).replace(/\(.*\)$/s, '(…)')] ?? `x${i}`;
    const collect = (e: ts.Expression | undefined): void => {
      if (!e) return;
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) messages.push({ file, text: e.text });
      else if (ts.isTemplateExpression(e)) {
        const text = e.head.text + e.templateSpans.map((s, i) => sampleOf(s.expression, i) + s.literal.text).join('');
        messages.push({ file, text });
      } else if (ts.isSpreadElement(e)) {
        // `...addressReasons(…)`: the spread function's own lists and templates are collected where it is written.
      } else if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) collect(e.expression);
      else if (ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach(collect);
      else if (ts.isArrayLiteralExpression(e)) e.elements.forEach((x) => collect(x as ts.Expression));
      else if (ts.isObjectLiteralExpression(e)) {
        const prop = e.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'errorMessage');
        if (prop && ts.isPropertyAssignment(prop)) collect(prop.initializer);
        else if (!prop) dynamic.push({ file, expression: e.getText(f) });
        else dynamic.push({ file, expression: 'errorMessage' });
      } else if (ts.isIdentifier(e) && consts.has(e.text)) collect(consts.get(e.text));
      else dynamic.push({ file, expression: e.getText(f) });
    };
    // A validator's file (it pushes `reasons`): the lists it returns and the reasons it maps are messages too.
    const validator = /\breasons\.push\(/.test(f.text);
    walk(f, (n) => {
      if (validator && ts.isReturnStatement(n) && n.expression && ts.isArrayLiteralExpression(n.expression)) collect(n.expression);
      if (validator && ts.isArrowFunction(n) && ts.isTemplateExpression(n.body) && ts.isCallExpression(n.parent) && calleeName(n.parent.expression) === 'map') {
        collect(n.body);
      }
      if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && n.arguments) {
        const name = calleeName(n.expression);
        if (name && Object.hasOwn(MESSAGE_ARGUMENT, name) && n.arguments.length > MESSAGE_ARGUMENT[name]) collect(n.arguments[MESSAGE_ARGUMENT[name]]);
        // A validator's reasons (validateOrder, validateReview) become the 400's result list.
        if (name === 'push' && ts.isPropertyAccessExpression(n.expression) && /reasons$/i.test(n.expression.expression.getText(f)))
          n.arguments.forEach(collect);
      }
      if (ts.isObjectLiteralExpression(n)) {
        const prop = (key: string) => n.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(f) === key);
        const code = prop('code')?.initializer;
        const result = prop('result')?.initializer;
        const isError = code && !(ts.isNumericLiteral(code) && Number(code.text) < 400);
        if (result && isError && (ts.isStringLiteral(result) || ts.isTemplateExpression(result))) collect(result);
      }
    });
  }
  return { messages, dynamic };
}
