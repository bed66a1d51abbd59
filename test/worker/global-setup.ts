import type { TestProject } from 'vitest/node';
import { seedStatements } from '../../worker/db/seed';

/**
 * Runs once per `vitest run`, in Node: the deterministic seed's SQL is generated here, once,
 * and handed to every workerd file through `inject('seedStatements')` (./storage-reset.ts),
 * instead of each file generating the same 7 MB again.
 */
export default function setup(project: TestProject) {
  project.provide('seedStatements', seedStatements());
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedStatements: string[];
  }
}
