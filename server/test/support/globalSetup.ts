import { setup } from "./triggerSetup";
export default setup;
