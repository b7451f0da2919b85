/** schema.graphql is bundled as text (esbuild's text loader; a jest transform in tests). */
declare module "*.graphql" {
  const source: string;
  export default source;
}
