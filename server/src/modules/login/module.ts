/** The administrator's sign-in: recordLogin (its audit entry and last login). */
import { defineModule } from "../serverModule";
import { loginResolvers } from "./login";

export default defineModule({
  resolvers: [loginResolvers],
  costs: {
    "Mutation.recordLogin": {},
  },
});
