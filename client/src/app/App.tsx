import { ChakraProvider } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router-dom";
import { AuthProvider } from "./auth/AuthProvider";
import { router } from "./router";
import { system } from "./theme";

// The toasts' renderer loads right after the first paint: `notify` queues toasts meanwhile, and
// the toaster shows every queued toast when it mounts (zag's toast store).
const AppToaster = lazy(() => import("./AppToaster"));

/**
 * What every screen needs, /login included. Apollo and the shell are not here: they load with the
 * shell's chunk once an administrator is signed in (Shell.tsx, docs/bundle.md).
 */
export function App() {
  return (
    <ChakraProvider value={system}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ChakraProvider>
  );
}
