import { teardown } from "./triggerSetup";
export default teardown;
