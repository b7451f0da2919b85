export { createApp, type AppOptions } from "./app";
export { serverConfig } from "./config";
