// Temporary alias while the codebase moves to stack.cjs.
export * from "./stack.cjs";
