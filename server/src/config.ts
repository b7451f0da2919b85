/**
 * Development means the local emulators (the Functions emulator sets FUNCTIONS_EMULATOR) or an
 * explicit ATELIER_ENV=development: only then are introspection, the Apollo Sandbox landing page
 * and stack traces in errors turned on.
 */
export interface ServerConfig {
  development: boolean;
}

export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return { development: env.FUNCTIONS_EMULATOR === "true" || env.ATELIER_ENV === "development" };
}
