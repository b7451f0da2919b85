/**
 * An image of a record (a style's preview, a product's photo, a post's cover): « Choisir une
 * image » opens the media library's picker (ui/media/MediaPicker: choose, or upload then
 * choose), and the form keeps the chosen file's storage path (`fullPath`). « Retirer » empties it.
 */
import { Box, Button, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { LuImage, LuImagePlus, LuX } from "react-icons/lu";
import { MediaPicker } from "../media/MediaPicker";
import { FormField, type FieldProps } from "./FormField";

type Props = FieldProps & {
  /** A link the browser can open for the path the form starts with (the record's signed URL). */
  initialUrl?: string | null;
};

export const ACCEPTED_IMAGES = "image/png,image/jpeg,image/webp,image/gif,image/avif";

export function ImageField({ initialUrl, ...props }: Props) {
  const { control, clearErrors } = useFormContext();
  const { field } = useController({ name: props.name, control });
  const [url, setUrl] = useState<string | null>(initialUrl ?? null);
  const [picking, setPicking] = useState(false);
  const shown = field.value ? url : null;

  // The picker sits outside the field: inside, the field's context would label its inputs.
  return (
    <>
      <FormField {...props} helper={props.helper ?? "Une image de la médiathèque (PNG, JPEG, WebP, GIF ou AVIF)."}>
        <HStack align="start" gap="4">
          <Box boxSize="24" flexShrink={0} rounded="l2" borderWidth="1px" bg="bg.subtle" overflow="hidden" display="grid" placeItems="center">
            {shown ? <Image src={shown} alt="Aperçu" boxSize="full" objectFit="cover" /> : <LuImage aria-hidden />}
          </Box>
          <Stack gap="2">
            <Button size="sm" variant="outline" onClick={() => setPicking(true)} aria-label={`${props.label}\u00a0: choisir une image`}>
              <LuImagePlus /> Choisir une image
            </Button>
            {field.value && (
              <Button size="sm" variant="ghost" onClick={() => field.onChange(null)}>
                <LuX /> Retirer
              </Button>
            )}
            {field.value && (
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                {String(field.value)}
              </Text>
            )}
          </Stack>
        </HStack>
      </FormField>
      {picking && (
        <MediaPicker
          open
          onClose={() => setPicking(false)}
          onChoose={(file) => {
            clearErrors(props.name);
            setUrl(file.thumbnailUrl ?? file.url);
            field.onChange(file.fullPath);
          }}
        />
      )}
    </>
  );
}
