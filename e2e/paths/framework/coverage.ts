import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocaleCode } from '@contract/common';
import { repoRoot } from '../../support/server';
import type { Edge, ModelGraph } from './graph';

export const coverageDir = join(repoRoot, 'test-results/paths/coverage');

/** What one model's paths walked in the browser in one locale (written as a JSON fragment). */
export interface CoverageFragment {
  model: string;
  title: string;
  locale: LocaleCode;
  paths: number;
  failedPaths: number;
  transitions: { all: string[]; walked: string[] };
  states: { all: string[]; visited: string[] };
}

/** Transitions walked and states visited by the paths of one model in one locale. */
export class PathCoverage {
  private readonly walked = new Set<string>();
  private readonly visited = new Set<string>();
  paths = 0;
  failedPaths = 0;

  constructor(
    private readonly graph: ModelGraph,
    private readonly meta: { model: string; title: string; locale: LocaleCode },
  ) {}

  visit(state: string): void {
    this.visited.add(state);
  }

  walk(edge: Edge): void {
    this.walked.add(edge.id);
    this.visited.add(edge.target);
  }

  fragment(): CoverageFragment {
    return {
      ...this.meta,
      paths: this.paths,
      failedPaths: this.failedPaths,
      transitions: { all: this.graph.allEdges.map((edge) => edge.id), walked: [...this.walked] },
      states: { all: [...this.graph.states.keys()], visited: [...this.visited] },
    };
  }

  async write(): Promise<void> {
    await mkdir(coverageDir, { recursive: true });
    const file = join(coverageDir, `${this.meta.model}-${this.meta.locale}.json`);
    await writeFile(file, `${JSON.stringify(this.fragment(), null, 2)}\n`);
  }
}
