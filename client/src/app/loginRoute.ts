import { lazy } from "react";
import type { AppRoute } from "./routes";

/** /login, outside the shell: its own route module so the first screen skips the shell's table. */
export const loginRoute: AppRoute = {
  path: "/login",
  title: "Connexion",
  Page: lazy(() => import("../features/login/LoginPage")),
};
