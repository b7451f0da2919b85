// The emulators run from a generated copy of firebase.json that differs in one way: the Hosting
// emulator applies firebase.json's headers, and the console it serves talks to the Auth emulator
// (http://127.0.0.1:9099), which the production Content-Security-Policy rightly blocks. The copy
// adds that one origin to connect-src (Auth's REST calls) and frame-src (its sign-in helper
// iframe); everything else — every other directive, header and rewrite — is production's, so
// the end-to-end tests exercise the console under the real policy. Production never lists a
// local address. The copy sits beside firebase.json (firebase-tools resolves paths from the
// config file's folder) and is git-ignored.
const { readFileSync, writeFileSync } = require("node:fs");
const { join } = require("node:path");

const EMULATED_DIRECTIVES = ["connect-src", "frame-src"];
const EMULATOR_CONFIG_FILE = ".firebase.emulators.json";

/**
 * firebase.json's config with `origin` (the Auth emulator) added to the CSP's connect-src and
 * frame-src, and `firestoreOrigin` (the Firestore emulator: the change feed's listener,
 * docs/live.md) to connect-src only.
 */
function withEmulatorOrigin(config, origin, firestoreOrigin) {
  const copy = structuredClone(config);
  for (const rule of copy.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() !== "content-security-policy") continue;
      header.value = header.value
        .split(";")
        .map((directive) => directive.trim())
        .map((directive) => {
          const name = directive.split(/\s+/)[0];
          if (!EMULATED_DIRECTIVES.includes(name)) return directive;
          return name === "connect-src" && firestoreOrigin ? `${directive} ${origin} ${firestoreOrigin}` : `${directive} ${origin}`;
        })
        .join("; ");
    }
  }
  return copy;
}

/**
 * Writes the emulators' copy of `<root>/firebase.json` and returns its file name (relative to
 * root). A second local stack (scripts/lib/stack.cjs) gets its own copy (`suffix`) with its
 * `ports` (emulator name → port, and `firestoreWebsocket` for the Firestore emulator's websocket)
 * instead of firebase.json's.
 */
function writeEmulatorConfig(root, authOrigin, { ports, suffix = "", firestoreOrigin } = {}) {
  const config = withEmulatorOrigin(JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")), authOrigin, firestoreOrigin);
  for (const [name, port] of Object.entries(ports ?? {})) {
    if (name === "firestoreWebsocket") config.emulators.firestore = { ...config.emulators.firestore, websocketPort: port };
    else config.emulators[name] = { ...config.emulators[name], port };
  }
  const file = EMULATOR_CONFIG_FILE.replace(/\.json$/, `${suffix}.json`);
  writeFileSync(join(root, file), JSON.stringify(config, null, 2) + "\n");
  return file;
}

module.exports = { EMULATED_DIRECTIVES, EMULATOR_CONFIG_FILE, withEmulatorOrigin, writeEmulatorConfig };
