import { Suspense } from "react";
import { createBrowserRouter } from "react-router-dom";
import { ShellPlaceholder } from "./layout/ShellPlaceholder";
import { GuestOnly, RequireAdmin } from "./guards";
import { loginRoute } from "./loginRoute";
import { RoutePage } from "./RoutePage";
import { LazyShell } from "./shellChunk";

/**
 * /login, and everything else behind the admin guard. The shell's screens are descendant routes
 * of the shell's chunk (Shell.tsx, routes.tsx): the first screen downloads neither them nor their
 * table (docs/bundle.md).
 */
export const router = createBrowserRouter([
  {
    element: <GuestOnly />,
    children: [{ path: loginRoute.path, element: <RoutePage route={loginRoute} /> }],
  },
  {
    element: <RequireAdmin />,
    children: [
      {
        path: "*",
        element: (
          <Suspense fallback={<ShellPlaceholder />}>
            <LazyShell />
          </Suspense>
        ),
      },
    ],
  },
]);
