/**
 * A file's thumbnail with the spec's image loading states: a skeleton while loading, the image
 * once loaded, and on error the full image, then an icon: one broken thumbnail never breaks the list.
 */
import { Box, Center, Image, Skeleton, type BoxProps } from "@chakra-ui/react";
import { useState } from "react";
import { LuImageOff } from "react-icons/lu";

type LoadState = "loading" | "loaded" | "error";

export function MediaThumb({ src, fallbackSrc, alt, ...boxProps }: { src: string | null | undefined; fallbackSrc?: string | null; alt: string } & BoxProps) {
  const [state, setState] = useState<LoadState>(src || fallbackSrc ? "loading" : "error");
  const [current, setCurrent] = useState(src || fallbackSrc || "");
  const onError = () => {
    if (fallbackSrc && current !== fallbackSrc) setCurrent(fallbackSrc);
    else setState("error");
  };
  return (
    <Box position="relative" overflow="hidden" bg="bg.muted" data-thumb-state={state} {...boxProps}>
      {state === "loading" && <Skeleton position="absolute" inset="0" />}
      {state === "error" ? (
        <Center position="absolute" inset="0" color="fg.muted" title="Aperçu indisponible">
          <LuImageOff aria-hidden />
          <Box srOnly>Aperçu indisponible</Box>
        </Center>
      ) : (
        <Image src={current} alt={alt} loading="lazy" width="100%" height="100%" objectFit="cover" onLoad={() => setState("loaded")} onError={onError} />
      )}
    </Box>
  );
}
