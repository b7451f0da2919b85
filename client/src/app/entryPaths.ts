/**
 * The two addresses the first screen's chunk needs (the guards, /login): apart from paths.ts so
 * that /login does not carry every path and builder (its budget, docs/bundle.md). paths.ts
 * re-exports them; nothing else should import this file.
 */
export const LOGIN_ROUTE = { path: "/login", title: "Connexion" } as const;
export const HOME_PATH = "/";
