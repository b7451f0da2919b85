// Types for durationSequencer.cjs (its unit test).
export const DURATIONS: Record<"api" | "e2e", { folder: string; file: string }>;
export function split(paths: string[], index: number, count: number, weightOf: (path: string) => number): string[];
export function weights(project?: "api" | "e2e"): (path: string) => number;
export function projectOf(path: string): "api" | "e2e" | undefined;
export function keyOf(project: "api" | "e2e", path: string): string;
