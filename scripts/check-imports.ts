// `npm run check:imports` (part of `npm run lint` and `npm test`): fails on
// 1. an export nothing outside the tests uses, not even its own module: dead code, or something
//    exported only for a test (unless it is a seam at an external service's boundary, marked with
//    the JSDoc tag `@forTests`); `--all` also lists exports used only inside their own module;
// 2. an import circle between the repository's own modules (type-only and lazy imports included:
//    a circle is a knot in the design even when it happens to load).
// It reads every TypeScript file of the repository with the compiler's parser and follows imports
// the way the builds resolve them (relative paths, `@/` in web/src, `@shop/domain`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './lib/preflight';

/** The tree to check: the repository, or `--root=<dir>` (the guard's own test checks small trees). */
const root =
  process.argv.find((argument) => argument.startsWith('--root='))?.slice('--root='.length) ?? repoRoot;

const ROOTS = ['domain', 'web', 'functions', 'scripts', 'test'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'functions/lib', 'public']);

/** Tests (and their helpers): they may use any export, but their use does not keep one alive. */
const isTest = (file: string) => /^(test\/|domain\/test\/)/.test(file);

/**
 * Exports something other than an import uses: Cloud Functions found by firebase-tools in the
 * functions' entry, and the default export of a tool's configuration file.
 */
const usedByTheirRuntime = (file: string, name: string) =>
  file === 'functions/src/index.ts' || (/(^|\/)[a-z]+\.config\.ts$/.test(file) && name === 'default');

function sourceFiles(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) {
      return SKIP_DIRS.has(name) || SKIP_DIRS.has(path) ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = ROOTS.flatMap(sourceFiles);
const known = new Set(files);

/** The repository file an import names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier === '@shop/domain') return 'domain/src/index.ts';
  if (specifier.startsWith('@/')) base = join('web/src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  // web/src/server.tsx's bundle, loaded at run time by file name, is followed as its source.
  return null;
}

const isImportMetaGlob = (callee: ts.Expression) =>
  ts.isPropertyAccessExpression(callee) &&
  ts.isMetaProperty(callee.expression) &&
  callee.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
  callee.name.text === 'glob';

/**
 * The repository files a Vite `import.meta.glob` in `from` matches. Patterns of the kind the web
 * uses only: `./dir/*.ext` (a directory's files) and `!./dir/file.ext` (one left out), relative to
 * the module or to the `base` option; any other pattern fails the check rather than be ignored.
 */
function globbed(from: string, call: ts.CallExpression): string[] {
  const [patternsArgument, options] = call.arguments;
  const literals = (node: ts.Node | undefined): string[] | null => {
    if (node && ts.isStringLiteralLike(node)) return [node.text];
    if (node && ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteralLike))
      return node.elements.map((element) => (element as ts.StringLiteralLike).text);
    return null;
  };
  const baseProperty =
    options && ts.isObjectLiteralExpression(options)
      ? options.properties.find(
          (property): property is ts.PropertyAssignment =>
            ts.isPropertyAssignment(property) && property.name.getText() === 'base',
        )
      : undefined;
  const base = baseProperty ? literals(baseProperty.initializer)?.[0] : '.';
  const patterns = literals(patternsArgument);
  if (!patterns || base === undefined) throw new Error(`${from}: an import.meta.glob this check cannot read`);
  const dir = join(dirname(from), base);
  const left = new Set(
    patterns.filter((pattern) => pattern.startsWith('!')).map((p) => join(dir, p.slice(1))),
  );
  return patterns
    .filter((pattern) => !pattern.startsWith('!'))
    .flatMap((pattern) => {
      const match = /^(.*\/)?\*(\.[a-z]+)$/.exec(pattern);
      if (!match) throw new Error(`${from}: import.meta.glob pattern ${pattern} is not ./dir/*.ext`);
      const folder = join(dir, match[1] ?? '', '.');
      return files.filter((file) => dirname(file) === folder && file.endsWith(match[2]!) && !left.has(file));
    });
}

/** What code does with the module an identifier holds: the names it reads, or '*' for anything else. */
function namesReadThrough(holder: ts.Identifier, scope: ts.Node): string[] {
  const names: string[] = [];
  let other = false;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node !== holder && node.text === holder.text) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.push(parent.name.text);
      else other = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return other ? ['*'] : names;
}

/** `{ a, b: c }` -> ['a', 'b']; a rest element or a computed name takes everything. */
function namesDestructured(pattern: ts.ObjectBindingPattern): string[] {
  return pattern.elements.flatMap((element) => {
    if (element.dotDotDotToken) return ['*'];
    const name = element.propertyName ?? element.name;
    return ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? [name.text] : ['*'];
  });
}

/** The names of the module bound to a variable or a parameter, read in its scope. */
function namesBound(binding: ts.BindingName, scope: ts.Node): string[] {
  if (ts.isObjectBindingPattern(binding)) return namesDestructured(binding);
  if (ts.isIdentifier(binding)) return namesReadThrough(binding, scope);
  return ['*'];
}

/**
 * The names a dynamic `import()` takes, in the forms the code uses:
 * `const { a } = await import('./x')`, `const x = await import('./x'); x.a`,
 * `import('./x').then(({ a }) => ...)` and `import('./x').then((x) => x.a)`. Any other use (the
 * promise handed on, as React's `lazy` and the router's screens do) takes everything.
 */
function namesTakenFrom(call: ts.CallExpression): string[] {
  let value: ts.Node = call;
  while (ts.isParenthesizedExpression(value.parent) || ts.isAwaitExpression(value.parent))
    value = value.parent;
  const parent = value.parent;
  if (ts.isVariableDeclaration(parent) && parent.initializer === value && value !== call) {
    const scope = ts.findAncestor(parent, (node) => ts.isBlock(node) || ts.isSourceFile(node)) ?? parent;
    return namesBound(parent.name, scope);
  }
  if (value === call && ts.isPropertyAccessExpression(parent) && parent.name.text === 'then') {
    const then = parent.parent;
    const callback = ts.isCallExpression(then) && then.arguments.length === 1 ? then.arguments[0] : undefined;
    const parameter =
      callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))
        ? callback.parameters[0]
        : undefined;
    if (callback && parameter) return namesBound(parameter.name, callback);
  }
  return ['*'];
}

interface ModuleFacts {
  /** Names this module declares and exports itself. */
  own: Set<string>;
  /** `export { a as b } from './x'`: b -> [x, a]. */
  forwarded: Map<string, [string, string]>;
  /** `export * from './x'`. */
  starFrom: string[];
  /** What it uses of other modules: [module, name], or [module, '*'] for everything. */
  uses: [string, string][];
  /** Every module it imports, for the circle check. */
  imports: Set<string>;
  /** Exports documented `@forTests`: a seam tests use by design (an external service's boundary). */
  forTests: Set<string>;
  /** How often each name is used in the module itself (declarations and export lists not counted). */
  localUses: Map<string, number>;
}

const facts = new Map<string, ModuleFacts>();

const hasExportKeyword = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const hasDefaultKeyword = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const module: ModuleFacts = {
    own: new Set(),
    forwarded: new Map(),
    starFrom: [],
    uses: [],
    imports: new Set(),
    forTests: new Set(),
    localUses: new Map(),
  };
  facts.set(file, module);
  const target = (specifier: ts.Expression | undefined) =>
    specifier && ts.isStringLiteralLike(specifier) ? resolve(file, specifier.text) : null;

  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent as ts.Node & { name?: ts.Node };
      if (!ts.isExportSpecifier(parent) && parent.name !== node) {
        module.localUses.set(node.text, (module.localUses.get(node.text) ?? 0) + 1);
      }
    }
    if (ts.isImportDeclaration(node)) {
      const from = target(node.moduleSpecifier);
      if (from) {
        module.imports.add(from);
        const clause = node.importClause;
        if (clause?.name) module.uses.push([from, 'default']);
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) module.uses.push([from, '*']);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements)
            module.uses.push([from, (element.propertyName ?? element.name).text]);
        }
      }
    } else if (ts.isExportDeclaration(node)) {
      const from = target(node.moduleSpecifier);
      if (node.moduleSpecifier && from) {
        module.imports.add(from);
        if (!node.exportClause) module.starFrom.push(from);
        else if (ts.isNamespaceExport(node.exportClause)) {
          module.own.add(node.exportClause.name.text);
          module.uses.push([from, '*']);
        } else {
          for (const element of node.exportClause.elements) {
            module.forwarded.set(element.name.text, [from, (element.propertyName ?? element.name).text]);
          }
        }
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) module.own.add(element.name.text);
      }
    } else if (ts.isExportAssignment(node)) {
      module.own.add('default');
    } else if (hasExportKeyword(node)) {
      const name = (node as ts.DeclarationStatement).name;
      if (
        name &&
        ts.isIdentifier(name) &&
        ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'forTests')
      ) {
        module.forTests.add(name.text);
      }
      if (hasDefaultKeyword(node)) module.own.add('default');
      else if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) module.own.add(declaration.name.text);
        }
      } else {
        const name = (node as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) module.own.add(name.text);
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // import('./x'): the names the caller takes from it, or everything where this cannot tell.
      const from = target(node.arguments[0]);
      if (from) {
        module.imports.add(from);
        for (const name of namesTakenFrom(node)) module.uses.push([from, name]);
      }
    } else if (ts.isCallExpression(node) && isImportMetaGlob(node.expression)) {
      // import.meta.glob(['./*.tsx', '!./x.tsx'], { base }): every module it matches, lazily.
      for (const from of globbed(file, node)) {
        module.imports.add(from);
        module.uses.push([from, '*']);
      }
    } else if (ts.isImportTypeNode(node)) {
      // typeof import('./x')
      const argument = node.argument;
      const from = ts.isLiteralTypeNode(argument) ? target(argument.literal) : null;
      if (from) {
        module.imports.add(from);
        module.uses.push([
          from,
          node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : '*',
        ]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// 1. Unused exports: follow every non-test use to the module that declares the name.
const used = new Set<string>();
function markUsed(file: string, name: string, seen = new Set<string>()): void {
  const key = `${file}\0${name}`;
  if (seen.has(key)) return;
  seen.add(key);
  const module = facts.get(file);
  if (!module) return;
  if (name === '*') {
    for (const own of module.own) used.add(`${file}\0${own}`);
    for (const [exported, [from, original]] of module.forwarded) {
      used.add(`${file}\0${exported}`);
      markUsed(from, original, seen);
    }
    for (const from of module.starFrom) markUsed(from, '*', seen);
    return;
  }
  if (module.own.has(name)) {
    used.add(key);
    return;
  }
  const forwarded = module.forwarded.get(name);
  if (forwarded) {
    used.add(key);
    markUsed(...forwarded, seen);
    return;
  }
  for (const from of module.starFrom) markUsed(from, name, seen);
}
for (const [file, module] of facts) {
  if (isTest(file)) continue;
  for (const [from, name] of module.uses) markUsed(from, name);
}
/** Exported and used by nothing outside the tests, not even its own module: dead code. */
const dead: string[] = [];
/** Exported but used only inside its own module: the export keyword is not needed. */
const exportedNeedlessly: string[] = [];
for (const [file, module] of facts) {
  if (isTest(file)) continue;
  for (const name of [...module.own, ...module.forwarded.keys()]) {
    if (used.has(`${file}\0${name}`) || usedByTheirRuntime(file, name) || module.forTests.has(name)) continue;
    if (module.own.has(name) && name !== 'default' && (module.localUses.get(name) ?? 0) > 0) {
      exportedNeedlessly.push(`${file}: ${name}`);
    } else {
      dead.push(`${file}: ${name}`);
    }
  }
}

// 2. Circles: the strongly connected components of the import graph (Tarjan).
const circles: string[][] = [];
{
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of facts.get(file)?.imports ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || facts.get(file)?.imports.has(file)) circles.push(component.sort());
    }
  };
  for (const file of facts.keys()) if (!index.has(file)) connect(file);
}

if (dead.length > 0) {
  console.error(
    `${dead.length} export(s) that nothing outside the tests uses, not even their own module (dead code: ` +
      `remove them, and tests that only test them):\n${dead.map((entry) => `  ${entry}`).join('\n')}`,
  );
}
if (circles.length > 0) {
  console.error(
    `${circles.length} import circle(s):\n` + circles.map((circle) => `  ${circle.join(' <-> ')}`).join('\n'),
  );
}
if (process.argv.includes('--all')) {
  console.log(
    `${exportedNeedlessly.length} export(s) used only inside their own module (the export keyword is not needed):\n` +
      exportedNeedlessly.map((entry) => `  ${entry}`).join('\n'),
  );
}
if (dead.length > 0 || circles.length > 0) process.exit(1);
console.log(
  `Imports: ${files.length} files; no dead export, no import circle ` +
    `(${exportedNeedlessly.length} exports are used only in their own module: --all lists them).`,
);
