/**
 * The local stacks (scripts/lib/stack.cjs): the Hosting emulator of stack n serves the console on
 * 5000 + 10·n and its Auth emulator listens on 9099 + 10·n (its Firestore emulator on 8080 + 10·n), so that the end-to-end tests can run
 * two stacks at once with one build of the console. Any other port (Vite's 5173) is stack 0's.
 */
export function authEmulatorPort(pagePort: number): number {
  return 9099 + stackShift(pagePort);
}

/** The Firestore emulator beside it, 8080 + 10·n: the change feed's listener (docs/live.md). */
export function firestoreEmulatorPort(pagePort: number): number {
  return 8080 + stackShift(pagePort);
}

function stackShift(pagePort: number): number {
  const stack = (pagePort - 5000) / 10;
  return Number.isInteger(stack) && stack >= 0 && stack <= 9 ? 10 * stack : 0;
}
