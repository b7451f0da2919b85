// Types for emulatorConfig.cjs.
export const EMULATED_DIRECTIVES: string[];
export const EMULATOR_CONFIG_FILE: string;
export function withEmulatorOrigin<T>(config: T, origin: string, firestoreOrigin?: string): T;
export function writeEmulatorConfig(
  root: string,
  authOrigin: string,
  options?: { ports?: Record<string, number>; suffix?: string; firestoreOrigin?: string },
): string;
