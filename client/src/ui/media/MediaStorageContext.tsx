/**
 * What the media kit needs from the app without importing it (ui/ imports nothing from app/):
 * the signed-in admin's ID token for /storage/files. The shell provides it once (app/Shell.tsx).
 */
import { createContext, useContext, type ReactNode } from "react";

export type GetToken = () => Promise<string | null>;

const MediaStorageContext = createContext<GetToken>(async () => null);

export function MediaStorageProvider({ getToken, children }: { getToken: GetToken; children: ReactNode }) {
  return <MediaStorageContext.Provider value={getToken}>{children}</MediaStorageContext.Provider>;
}

export const useStorageToken = (): GetToken => useContext(MediaStorageContext);
