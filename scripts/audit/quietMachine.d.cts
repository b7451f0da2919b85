export type CpuTimes = { idle: number; total: number };
export type QuietVerdict = { quiet: boolean; waitedMs: number; busy: number };
export function cpuTimes(stat?: string): CpuTimes;
export function busyShare(before: CpuTimes, after: CpuTimes): number;
export function waitForQuietMachine(options?: { busyAtMost?: number; windowMs?: number; giveUpAfterMs?: number; read?: () => CpuTimes }): Promise<QuietVerdict>;
