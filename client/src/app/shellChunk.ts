import { lazy } from "react";

/**
 * The shell's chunk (Shell.tsx). The auth provider starts loading it as soon as Firebase reports
 * a signed-in user, so it arrives while the admin check runs instead of after it; the chunk of
 * the screen the address names follows it at once (routes.tsx, preloadScreen), still during the
 * check: the shell renders with the screen's code already there (docs/bundle.md).
 */
export const loadShell = () => {
  const shell = import("./Shell");
  void shell
    .then(({ preloadScreen, preloadEveryScreenInDev }) => {
      preloadScreen(window.location.pathname);
      preloadEveryScreenInDev();
    })
    .catch(() => undefined);
  return shell;
};

export const LazyShell = lazy(loadShell);
