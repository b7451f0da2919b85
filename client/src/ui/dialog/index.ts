export { DialogFrame, type DialogFrameProps } from "./DialogFrame";
