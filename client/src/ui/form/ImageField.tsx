/**
 * A catalogue image (a style's preview, a product's photo): choose a file, it is uploaded at
 * once through `upload` (POST /uploads/catalogue), its preview shows, and the form keeps the
 * storage path the server answered. « Retirer » empties it. The media library (issue 9) will
 * offer its picker here.
 */
import { Box, Button, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { LuImage, LuUpload, LuX } from "react-icons/lu";
import { FormField, type FieldProps } from "./FormField";

export type UploadedImage = { path: string; url: string };

type Props = FieldProps & {
  upload: (file: File) => Promise<UploadedImage>;
  /** A link the browser can open for the path the form starts with (the record's signed URL). */
  initialUrl?: string | null;
};

export const ACCEPTED_IMAGES = "image/png,image/jpeg,image/webp";

export function ImageField({ upload, initialUrl, ...props }: Props) {
  const { control, setError, clearErrors } = useFormContext();
  const { field } = useController({ name: props.name, control });
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(initialUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const shown = field.value ? url : null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    clearErrors(props.name);
    try {
      const uploaded = await upload(file);
      setUrl(uploaded.url);
      field.onChange(uploaded.path);
    } catch (error) {
      setError(props.name, { type: "upload", message: error instanceof Error ? error.message : "L’envoi de l’image a échoué." });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <FormField {...props} helper={props.helper ?? "PNG, JPEG ou WebP, 2 Mo au plus."}>
      <HStack align="start" gap="4">
        <Box boxSize="24" flexShrink={0} rounded="l2" borderWidth="1px" bg="bg.subtle" overflow="hidden" display="grid" placeItems="center">
          {shown ? <Image src={shown} alt="Aperçu" boxSize="full" objectFit="cover" /> : <LuImage aria-hidden />}
        </Box>
        <Stack gap="2">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_IMAGES}
            aria-label={`${props.label} (fichier)`}
            hidden
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={uploading} loadingText="Envoi…">
            <LuUpload /> Choisir une image
          </Button>
          {field.value && (
            <Button size="sm" variant="ghost" onClick={() => field.onChange(null)} disabled={uploading}>
              <LuX /> Retirer
            </Button>
          )}
          {field.value && !shown && (
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              {String(field.value)}
            </Text>
          )}
        </Stack>
      </HStack>
    </FormField>
  );
}
