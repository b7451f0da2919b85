// A browser-like Jest environment for the console's component tests, on the jsdom the project
// already has (jest-environment-jsdom would bring a second jsdom). The test's global object is the
// jsdom window, as in jest-environment-jsdom; a test opts in with the docblock
// `@jest-environment ./scripts/jest/jsdom-environment.cjs`.
const { JSDOM, VirtualConsole } = require("jsdom");
const { installCommonGlobals } = require("jest-util");
const { ModuleMocker } = require("jest-mock");
const { LegacyFakeTimers, ModernFakeTimers } = require("@jest/fake-timers");

class JsdomEnvironment {
  constructor(config, context) {
    const { projectConfig } = config;
    const virtualConsole = new VirtualConsole();
    virtualConsole.sendTo(context.console, { omitJSDOMErrors: true });
    virtualConsole.on("jsdomError", (error) => context.console.error(error));
    this.dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
      pretendToBeVisual: true, // requestAnimationFrame, which dialogs use
      runScripts: "dangerously", // gives the VM context the tests run in
      url: "http://localhost/",
      virtualConsole,
    });
    const global = (this.global = this.dom.window);
    global.global = global;
    global.Error.stackTraceLimit = 100;
    installCommonGlobals(global, projectConfig.globals);
    // What Node has and jsdom lacks, which React, the router or the test library may use.
    for (const key of [
      "Buffer",
      "TextEncoder",
      "TextDecoder",
      "setImmediate",
      "clearImmediate",
      "structuredClone",
      "fetch",
      "Request",
      "Response",
      "Headers",
      "MessageChannel",
      "ReadableStream",
    ]) {
      if (!(key in global) && key in globalThis) global[key] = globalThis[key];
    }
    // jsdom has no PointerEvent; dismissable layers listen for pointer events.
    global.PointerEvent ??= global.MouseEvent;
    // React checks this flag to know that act() is in charge of its work queue.
    global.IS_REACT_ACT_ENVIRONMENT = true;
    this.moduleMocker = new ModuleMocker(global);
    this.fakeTimers = new LegacyFakeTimers({
      config: projectConfig,
      global,
      moduleMocker: this.moduleMocker,
      timerConfig: { idToRef: (id) => id, refToId: (ref) => ref },
    });
    this.fakeTimersModern = new ModernFakeTimers({ config: projectConfig, global });
  }

  async setup() {}

  async teardown() {
    this.fakeTimers?.dispose();
    this.fakeTimersModern?.dispose();
    this.dom?.window.close();
    this.dom = null;
    this.global = null;
  }

  exportConditions() {
    return ["node", "node-addons"];
  }

  getVmContext() {
    return this.dom ? this.dom.getInternalVMContext() : null;
  }
}

module.exports = JsdomEnvironment;
