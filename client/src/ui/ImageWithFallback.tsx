import { Box, Image, Skeleton, type BoxProps } from "@chakra-ui/react";
import { useState } from "react";

type LoadState = "loading" | "loaded" | "error";

/**
 * The spec's image loading states: a skeleton while loading, the image once loaded, and on
 * error a second try with the original URL (the signed URL may have expired or be refused).
 * The caller sizes the box (boxSize, aspectRatio…): the image fills it, so nothing moves when it
 * arrives. Images are fetched lazily (only near the viewport) and decoded off the main thread;
 * `loading="eager"` for the few a screen shows first, so they do not wait for the layout.
 */
export function ImageWithFallback({
  src,
  fallbackSrc,
  alt,
  loading = "lazy",
  ...boxProps
}: {
  src: string | null | undefined;
  fallbackSrc?: string | null;
  alt: string;
  loading?: "lazy" | "eager";
} & Omit<BoxProps, "loading">) {
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
          loading={loading}
          decoding="async"
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
