// Types for testReport.cjs.
export interface FileTime {
  path: string;
  seconds: number;
  tests: number;
}
export interface ProjectReport {
  project: string;
  passed: number;
  failed: number;
  files: FileTime[];
}
export function readReports(dir: string, root: string): ProjectReport[];
export function slowestFiles(reports: ProjectReport[], count?: number): (FileTime & { project: string })[];
export function summaryLines(reports: ProjectReport[], count?: number): { passed: number; failed: number; lines: string[] };
