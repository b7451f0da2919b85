import { lazyChunk } from "../ui/lazyChunk";

const shell = lazyChunk(() => import("./Shell"));

/**
 * The shell's chunk (Shell.tsx). The auth provider starts loading it as soon as Firebase reports
 * a signed-in user, so it arrives while the admin check runs instead of after it; the chunk of
 * the screen the address names follows it at once (routes.tsx, preloadScreen), still during the
 * check: the shell renders with the screen's code already there, without suspending
 * (ui/lazyChunk.ts, docs/bundle.md).
 */
export const loadShell = () => {
  const loading = shell.load();
  void loading
    .then(({ preloadScreen, preloadEveryScreenInDev }) => {
      preloadScreen(window.location.pathname);
      preloadEveryScreenInDev();
    })
    .catch(() => undefined);
  return loading;
};

export const LazyShell = shell.Component;
