import { USAGE_COUNT_CAP } from "@atelier/domain/catalogue/limits";
import { formatInteger } from "../format";

/** A record's usage as the server counts it: at most USAGE_COUNT_CAP, so the cap reads « 1 000+ » (docs/api-limits.md). */
export const formatUsageCount = (count: number) => (count >= USAGE_COUNT_CAP ? `${formatInteger(USAGE_COUNT_CAP)}+` : formatInteger(count));
