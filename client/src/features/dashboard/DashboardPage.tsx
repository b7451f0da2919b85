import { ComingSoon } from "../../ui/ComingSoon";
import type { PageProps } from "../../ui/pageProps";

export default function DashboardPage({ title }: PageProps) {
  return <ComingSoon title={title} />;
}
