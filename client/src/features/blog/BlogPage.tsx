import { ComingSoon } from "../../ui/ComingSoon";
import type { PageProps } from "../../ui/pageProps";

export default function BlogPage({ title }: PageProps) {
  return <ComingSoon title={title} />;
}
