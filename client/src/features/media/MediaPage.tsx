import { ComingSoon } from "../../ui/ComingSoon";
import type { PageProps } from "../../ui/pageProps";

export default function MediaPage({ title }: PageProps) {
  return <ComingSoon title={title} />;
}
