// Types for stack.cjs, so TypeScript tests and scripts can import the stack's constants.
import type { ChildProcess, SpawnOptions } from "node:child_process";

export const ROOT: string;
export const PROJECT_ID: string;
export const REGION: string;
export const HOST: string;
export const PORTS: {
  auth: number;
  firestore: number;
  /** The Firestore emulator's websocket (for the Emulator UI), fixed per stack. */
  firestoreWebsocket: number;
  functions: number;
  /** The Eventarc and Cloud Tasks emulators the Functions emulator starts, fixed per stack. */
  eventarc: number;
  tasks: number;
  hosting: number;
  console: number;
  smtp: number;
  mailbox: number;
  hub: number;
  logging: number;
};
/** 0: the usual local stack; 1–9: a second one beside it, every port 10·n higher (ATELIER_STACK). */
export const STACK: number;
export const EMULATORS_LOCK: string;
export const FUNCTION_BASE: string;
export const GRAPHQL_URL: string;
export const HEALTH_URL: string;
export const DEMO_ADMIN: { email: string; password: string };
export const DEMO_CLIENT: { email: string; password: string };
export function emulatorClientEnv(): Record<string, string>;
export function firestoreEmulatorEnv(): Record<string, string>;
export function firebaseBin(): string;
export function emulatorArgs(verb: string, only?: string[]): string[];
export function emulatorProcessEnv(): NodeJS.ProcessEnv;
export function clearEmulatorData(options?: { auth?: boolean }): Promise<void>;
export function isUp(url: string): Promise<boolean>;
export function waitFor(url: string, options?: { timeoutMs?: number; what?: string }): Promise<void>;
export function spawnGroup(cmd: string, args: string[], options?: SpawnOptions): ChildProcess;
export function stopGroup(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
export const SMTP_URL: string;
export const MAILBOX_URL: string;
export function startMailSink(options?: { stdio?: SpawnOptions["stdio"] }): Promise<ChildProcess>;
export function stopMailSink(): Promise<void>;
