import { lazy } from "react";
import { LOGIN_ROUTE } from "./entryPaths";
import type { AppRoute } from "./routes";

/** /login, outside the shell: its own route module so the first screen skips the shell's table. */
export const loginRoute: Omit<AppRoute, "screen"> = {
  ...LOGIN_ROUTE,
  Page: lazy(() => import("../features/login/LoginPage")),
};
