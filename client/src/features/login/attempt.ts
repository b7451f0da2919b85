/** Runs one sign-in; `describe` turns its failure into the French message the page shows. */
export type SignInAttempt = (signIn: () => Promise<void>, describe: (error: unknown) => string) => Promise<void>;
