// Types for e2eSequencer.cjs (its unit test).
export function split(paths: string[], index: number, count: number, weightOf: (path: string) => number): string[];
export function weights(): (path: string) => number;
