// Cold path: run TypeDoc's converter (bootstrap → convert, no output plugins) over the SDK and serialise the result
// to TypeDoc's JSON schema. Everything after this step reads only that JSON, so a cached project and a fresh one go
// through the same code and give the same pages.
import path from 'node:path';
import type * as TypeDoc from 'typedoc';
import type { Context, Converter, JSONOutput, MinimalNode, MinimalSourceFile, Models, ReflectionKind } from 'typedoc';
import type * as TS from 'typescript';
import ts from './typescript-module.ts';
import type { ExternalInheritance, ExternalKinds } from './external-key.ts';
import { classifyExternals } from './external-kinds.ts';
import { collectExternalInheritance } from './external-members.ts';
import { skipGitWhenDisabled } from './typedoc-git.ts';
import { dynamicImport } from '../core/dynamic-import.ts';
import { isRecord } from '../../shared/is-record.ts';
import type { ResolvedApiConfig } from './config.ts';

export interface ConvertedProject {
  project: JSONOutput.ProjectReflection;
  /** Declaration kinds of the external symbols the project references (see external-kinds.ts). */
  externals: ExternalKinds;
  /** What classes inherit from classes outside the SDK (see external-members.ts). */
  inherited: ExternalInheritance;
  /** TypeDoc's own warnings during conversion (comment syntax and the like), with SDK file and line. */
  warnings: string[];
}

export async function convertProject(config: ResolvedApiConfig): Promise<ConvertedProject> {
  // TypeDoc's application, its reflections and the TypeScript program (together most of a cold build's peak memory)
  // are reachable only inside `runTypeDoc`: by the time the JSON is parsed and the external declaration files are
  // read, they are garbage, and the collector can take them back instead of the heap growing further.
  const { json, inherited, warnings } = await runTypeDoc(config);
  // Through a string, so the result holds plain data only, exactly what the cache gives back.
  const plain: unknown = JSON.parse(json);
  if (!isProjectReflection(plain)) throw new Error(`TypeDoc serialised no project for ${path.relative(config.root, config.entryPointPath)}`);
  const owners = Object.values(inherited).flatMap((groups) => groups.map((g) => g.owner));
  return { project: plain, externals: classifyExternals(plain, config.packageRoot, owners), inherited, warnings };
}

/** Converts and serialises the project; returns TypeDoc's JSON text, what classes inherit from outside and the sorted warnings. */
async function runTypeDoc(config: ResolvedApiConfig): Promise<{ json: string; inherited: ExternalInheritance; warnings: string[] }> {
  // Imported here, not at the top: loading TypeDoc costs ~0.7 s, which a warm build never needs to pay.
  const { Application, Converter, Logger, LogLevel, ReflectionKind, RepositoryManager, TSConfigReader, normalizePath } = await dynamicImport<typeof TypeDoc>('typedoc');
  skipGitWhenDisabled(RepositoryManager);

  const warnings: string[] = [];
  class CollectingLogger extends Logger {
    override log(message: string, level: number): void {
      if (level === LogLevel.Error) throw new Error(`TypeDoc: ${message}`);
      if (level === LogLevel.Warn) warnings.push(message);
    }
    protected override addContext(message: string, _level: number, ...args: [MinimalNode?] | [number, MinimalSourceFile]): string {
      const [node, sourceFile] = args;
      if (typeof node === 'number') {
        return sourceFile ? `${this.where(sourceFile.fileName, sourceFile.getLineAndCharacterOfPosition(node).line)} ${message}` : message;
      }
      if (!node?.getSourceFile) return message;
      const file = node.getSourceFile();
      return `${this.where(file.fileName, file.getLineAndCharacterOfPosition(node.getStart()).line)} ${message}`;
    }
    private where(fileName: string, line0: number): string {
      return `${path.relative(config.packageRoot, fileName).replaceAll('\\', '/')}:${line0 + 1}`;
    }
  }

  const app = await Application.bootstrap(
    {
      entryPoints: [config.entryPointPath],
      tsconfig: config.tsconfigPath,
      // Everything outside the SDK's package (three, DOM libs, @google/genai …) is external: referenced by name, never
      // converted. Without this the converter walks all of three.js and runs out of memory.
      excludeExternals: true,
      externalPattern: [`!${escapeGlob(config.packageRoot.replaceAll('\\', '/'))}/**`],
      excludePrivate: true,
      excludeInternal: true,
      // A package's optional peers may not be installed (rapier, openai …); their types then degrade to `any` and
      // must not stop the conversion.
      skipErrorChecking: true,
      // Source paths relative to the package root (`src/core/Core.ts`); the links themselves come from our template.
      basePath: config.packageRoot,
      disableGit: true,
      // Children in declaration order everywhere, object type literals included; pages order members themselves.
      sort: ['source-order'],
      sourceLinkTemplate: '{path}#L{line}',
      logLevel: 'Warn',
    },
    [new TSConfigReader()],
  );
  app.logger = new CollectingLogger();
  app.logger.level = LogLevel.Warn;
  keepWrittenTypeReferences(app.converter, Converter, ReflectionKind);
  const inherited = collectExternalInheritance(app.converter, Converter, ReflectionKind, config.packageRoot);

  const project = await app.convert();
  if (!project) throw new Error(`TypeDoc could not convert ${path.relative(config.root, config.entryPointPath)}`);
  const json = JSON.stringify(app.serializer.projectToObject(project, normalizePath(config.root)));
  return { json, inherited: inherited.result(), warnings: warnings.sort() };
}

/**
 * TypeDoc converts parameter, property and return types from the type checker, and TypeScript eagerly evaluates
 * instantiated conditional aliases: `options?: DeepReadonly<DeepPartial<Options>>` comes out as a 300-line object
 * literal. When the checker's type is such an anonymous expansion but the source wrote a named type, convert the
 * written type instead, so the page shows (and links) what the author wrote.
 */
function keepWrittenTypeReferences(
  converter: Converter,
  events: typeof Converter,
  kinds: typeof ReflectionKind,
): void {
  const rewrite = (context: Context, reflection: { type?: Models.SomeType }, typeNode: TS.TypeNode | undefined) => {
    if (!typeNode || !ts.isTypeReferenceNode(typeNode) || reflection.type?.type !== 'reflection') return;
    reflection.type = context.converter.convertType(context, typeNode);
  };
  converter.on(events.EVENT_CREATE_SIGNATURE, (context: Context, signature: Models.SignatureReflection, node?: TS.Node) => {
    if (!node || !ts.isFunctionLike(node)) return;
    const signatureContext = context.withScope(signature);
    rewrite(signatureContext, signature, node.type);
    // Parameters are created before their signature's event fires (their own event comes before their type is set).
    const nodes = node.parameters.filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'));
    const params = (signature.parameters ?? []).filter((p) => p.name !== 'this');
    if (nodes.length !== params.length) return;
    params.forEach((param, i) => rewrite(signatureContext.withScope(param), param, nodes[i]?.type));
  });
  converter.on(events.EVENT_CREATE_DECLARATION, (context: Context, reflection: Models.DeclarationReflection) => {
    if (!reflection.kindOf(kinds.Property | kinds.Variable)) return;
    const declaration = context.getSymbolFromReflection(reflection)?.valueDeclaration;
    if (declaration && (ts.isPropertyDeclaration(declaration) || ts.isPropertySignature(declaration) || ts.isVariableDeclaration(declaration))) {
      rewrite(context.withScope(reflection), reflection, declaration.type);
    }
  });
}

function isProjectReflection(value: unknown): value is JSONOutput.ProjectReflection {
  return isRecord(value) && value.variant === 'project';
}

function escapeGlob(p: string): string {
  return p.replace(/[?*()[\]{}!]/g, '\\$&');
}
