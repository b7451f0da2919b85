import { useEffect } from "react";

export const DEFAULT_TITLE = "Admin";

/** Sets '<title> - Admin' while the calling screen is shown, 'Admin' otherwise (spec §1). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} - ${DEFAULT_TITLE}` : DEFAULT_TITLE;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
