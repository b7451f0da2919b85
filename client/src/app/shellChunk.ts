import { lazy } from "react";

/**
 * The shell's chunk (Shell.tsx). The auth provider starts loading it as soon as Firebase reports
 * a signed-in user, so it arrives while the admin check runs instead of after it.
 */
export const loadShell = () => import("./Shell");

export const LazyShell = lazy(loadShell);
