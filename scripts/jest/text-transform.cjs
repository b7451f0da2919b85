// Lets tests import schema.graphql as a string, as esbuild's text loader does for the bundle.
module.exports = {
  process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }),
};
