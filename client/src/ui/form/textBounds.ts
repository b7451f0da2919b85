/**
 * The character bound of each text field, read from the form's own zod schema (requiredText,
 * optionalText: `.max(n)`), so that a field's live counter « 12 / 300 » shows the bound the
 * validation applies, never a second copy of it. `boundedResolver(schema)` is zodResolver with the
 * schema's bounds attached; the fields read them from the form (useTextBound).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useFormContext } from "react-hook-form";
import { z } from "zod";

const BOUNDS = Symbol("textBounds");

type Bounds = ReadonlyMap<string, number>;

/** "variants.*.name" → 80: every string field with a maximum length, array items as `*`. */
export function textBounds(schema: z.ZodTypeAny, prefix = "", into = new Map<string, number>()): Map<string, number> {
  if (schema instanceof z.ZodString) {
    if (schema.maxLength !== null && prefix) into.set(prefix, schema.maxLength);
  } else if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) textBounds(field, prefix ? `${prefix}.${key}` : key, into);
  } else if (schema instanceof z.ZodArray) {
    textBounds(schema.element, `${prefix}.*`, into);
  } else if (schema instanceof z.ZodEffects) {
    textBounds(schema.innerType(), prefix, into);
  } else if (schema instanceof z.ZodPipeline) {
    textBounds(schema._def.in, prefix, into);
  } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    textBounds(schema._def.innerType, prefix, into);
  }
  return into;
}

/** zodResolver(schema), carrying the schema's text bounds for the fields' counters. */
export function boundedResolver<S extends z.ZodTypeAny>(schema: S) {
  return Object.assign(zodResolver(schema), { [BOUNDS]: textBounds(schema) as Bounds });
}

/** The bound of a field path ("variants.0.name" reads "variants.*.name"), if any. */
export function boundOf(bounds: Bounds | undefined, name: string): number | undefined {
  return bounds?.get(name.replace(/\.\d+(?=\.|$)/g, ".*"));
}

/** The bound the form's schema puts on the field `name` (undefined: none, or a form without boundedResolver). */
export function useTextBound(name: string): number | undefined {
  // react-hook-form keeps useForm's options on its control; the resolver is the one we made.
  const { control } = useFormContext();
  const resolver = (control as unknown as { _options?: { resolver?: { [BOUNDS]?: Bounds } } })._options?.resolver;
  return boundOf(resolver?.[BOUNDS], name);
}
