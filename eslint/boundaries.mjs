// Import boundaries the type checker cannot see, as ESLint rules:
// - `client-graph`: a client module ('use client', or a browser entry named in the options) never
//   reaches, through value imports at any depth, a server module (one that imports 'server-only'),
//   a Node built-in, or a module the options list as too heavy for the browser.
// - `engine-isolation`: the size engine imports nothing outside its own folder and no framework.
// - `server-only-marker`: modules in server folders declare themselves with `import 'server-only'`.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const builtins = new Set(builtinModules);
const isBuiltin = (spec) => spec.startsWith('node:') || builtins.has(spec.split('/')[0]);
const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** The file an import names, for `@/` and relative imports; null for packages. */
function resolveImport(spec, fromFile) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && path.extname(candidate)) return candidate;
  }
  return null;
}

const parsed = new Map();

/** Value imports and re-exports of a file (type-only ones vanish from bundles), and whether it is server-only. */
function moduleInfo(file) {
  if (parsed.has(file)) return parsed.get(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const imports = [];
  let serverOnly = false;
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isExport = ts.isExportDeclaration(statement) && statement.moduleSpecifier;
    if (!isImport && !isExport) continue;
    const spec = statement.moduleSpecifier.text;
    if (spec === 'server-only') serverOnly = true;
    if (isImport && statement.importClause?.isTypeOnly) continue;
    if (isExport && statement.isTypeOnly) continue;
    if (isImport && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      const { elements } = statement.importClause.namedBindings;
      if (!statement.importClause.name && elements.length > 0 && elements.every((element) => element.isTypeOnly)) continue;
    }
    imports.push(spec);
  }
  const info = { imports, serverOnly };
  parsed.set(file, info);
  return info;
}

/** The first forbidden module reachable from `file`, as the chain of files that leads to it. */
function forbiddenPath(file, isForbidden, seen = new Set()) {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const spec of moduleInfo(file).imports) {
    if (isBuiltin(spec)) return [`${spec} (a Node built-in)`];
    if (spec === 'server-only' || spec === 'next-intl/server') return [spec];
    const target = resolveImport(spec, file);
    if (!target) continue;
    const reason = isForbidden(target);
    if (reason) return [`${relative(target)} (${reason})`];
    const rest = forbiddenPath(target, isForbidden, seen);
    if (rest) return [relative(target), ...rest];
  }
  return null;
}

function isUseClient(program) {
  const first = program.body[0];
  return first?.type === 'ExpressionStatement' && first.directive === 'use client';
}

const clientGraph = {
  meta: {
    type: 'problem',
    docs: { description: 'Client modules never reach server modules or the heavy engine entry, at any depth.' },
    schema: [{ type: 'object', properties: { browserEntries: { type: 'array' }, heavy: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const { browserEntries = [], heavy = [] } = context.options[0] ?? {};
    const file = context.filename;
    const isForbidden = (target) => {
      if (moduleInfo(target).serverOnly) return 'server-only';
      const name = relative(target);
      if (heavy.some((prefix) => name === prefix || name.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)))
        return 'kept out of the browser bundle';
      return null;
    };
    return {
      Program(program) {
        if (!isUseClient(program) && !browserEntries.includes(relative(file))) return;
        for (const node of program.body) {
          const isImport = node.type === 'ImportDeclaration' && node.importKind !== 'type';
          const isExport =
            (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source && node.exportKind !== 'type';
          if (!isImport && !isExport) continue;
          if (isImport && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) continue;
          const spec = node.source.value;
          let chain = null;
          if (isBuiltin(spec) || spec === 'server-only' || spec === 'next-intl/server') chain = [spec];
          else {
            const target = resolveImport(spec, file);
            if (!target) continue;
            const reason = isForbidden(target);
            chain = reason ? [`${relative(target)} (${reason})`] : forbiddenPath(target, isForbidden);
            if (chain && !reason) chain = [relative(target), ...chain];
          }
          if (chain) context.report({ node, message: `Client code must not reach ${chain.at(-1)}: ${chain.join(' → ')}` });
        }
      },
    };
  },
};

const engineIsolation = {
  meta: {
    type: 'problem',
    docs: { description: 'The size engine imports only its own modules: no app code, no framework, no I/O.' },
    schema: [{ type: 'object', properties: { folder: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const folder = path.join(root, context.options[0]?.folder ?? 'lib/sizes');
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target =
        spec.startsWith('@/') || spec.startsWith('.')
          ? path.resolve(spec.startsWith('@/') ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(context.filename), spec))
          : null;
      if (target === null) {
        context.report({ node, message: `The size engine is pure TypeScript: it must not import the package ${spec}.` });
      } else if (!target.startsWith(folder + path.sep)) {
        context.report({ node, message: `The size engine must not import ${relative(target)}, which is outside ${relative(folder)}.` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const serverOnlyMarker = {
  meta: {
    type: 'problem',
    docs: { description: "Server modules start with import 'server-only', so a client import fails the build." },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const marked = program.body.some((node) => node.type === 'ImportDeclaration' && node.source.value === 'server-only');
        if (!marked) context.report({ node: program, message: "A server module must import 'server-only'." });
      },
    };
  },
};

export const boundaries = {
  meta: { name: 'boundaries' },
  rules: { 'client-graph': clientGraph, 'engine-isolation': engineIsolation, 'server-only-marker': serverOnlyMarker },
};
