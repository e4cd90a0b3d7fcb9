import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSV_WORKER_PATH, handlerPath } from '@app/shared/layout';
import type { Domain } from '@app/shared/routes';

/** The repository root (infra/src → ../..): entries, lock file and web/dist are resolved from it. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the code the stacks deploy lives. Infra names these files by path and never imports
 * them; tests point `root` at a fixture tree to synthesize domains that are not written yet.
 */
export class SourceTree {
  constructor(readonly root: string = repoRoot) {}

  get webDist(): string {
    return join(this.root, 'web', 'dist');
  }

  /** The domain's Lambda handler (the rule of `@app/shared/layout`, shared with the local stack). */
  handlerEntry(domain: Domain): string {
    return join(this.root, handlerPath(domain));
  }

  get csvWorkerEntry(): string {
    return join(this.root, CSV_WORKER_PATH);
  }

  exists(path: string): boolean {
    return existsSync(path);
  }

  /** web/dist counts only once Vite wrote index.html into it. */
  get hasWebBuild(): boolean {
    return existsSync(join(this.webDist, 'index.html'));
  }
}
