// How the bench runs docgen: as a user does, `node bin/docgen <command> …` from a docgen checkout, in the user's
// environment with nothing added. docgen decides for itself how it runs (React's production build included): a bench
// that set NODE_ENV=production for it once measured fast builds while every user's build rendered with React's
// development build. So the environment given to docgen also leaves out NODE_ENV, which a shell may have set for
// something else and which would then decide what the figures measure, and the bench's own BENCH_* variables, which
// are the bench's options and not docgen's.
import path from 'node:path';

export interface DocgenCommand {
  command: string;
  args: string[];
  /** The site's folder, where a user runs docgen (docgen's own code compiles with docgen's tsconfig, whatever is there). */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** `node <checkout>/bin/docgen ...args` in the site's folder `site`, with the environment described at the top of this file. */
export function docgenCommand(checkout: string, args: string[], site: string): DocgenCommand {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('BENCH_')));
  return { command: process.execPath, args: [path.join(checkout, 'bin/docgen'), ...args], cwd: site, env };
}
