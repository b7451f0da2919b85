import { Box, Image, Skeleton, type BoxProps } from "@chakra-ui/react";
import { useState } from "react";

type LoadState = "loading" | "loaded" | "error";

/**
 * The spec's image loading states: a skeleton while loading, the image once loaded, and on
 * error a second try with the original URL (the signed URL may have expired or be refused).
 */
export function ImageWithFallback({
  src,
  fallbackSrc,
  alt,
  ...boxProps
}: { src: string | null | undefined; fallbackSrc?: string | null; alt: string } & BoxProps) {
  const [state, setState] = useState<LoadState>("loading");
  const [current, setCurrent] = useState(src ?? fallbackSrc ?? "");

  const onError = () => {
    if (fallbackSrc && current !== fallbackSrc) setCurrent(fallbackSrc);
    else setState("error");
  };

  return (
    <Box position="relative" overflow="hidden" bg="bg.muted" {...boxProps}>
      {state === "loading" && <Skeleton position="absolute" inset="0" />}
      {current && state !== "error" && (
        <Image
          src={current}
          alt={alt}
          loading="lazy"
          width="100%"
          height="100%"
          objectFit="cover"
          data-state={state}
          onLoad={() => setState("loaded")}
          onError={onError}
        />
      )}
    </Box>
  );
}
