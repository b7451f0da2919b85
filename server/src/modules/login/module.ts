/** The administrator's sign-in: recordLogin (its audit entry and last login). */
import { defineModule } from "../serverModule";
import { loginResolvers } from "./login";
import { INHERIT, SIGNED_IN } from "../../auth/fieldAccess";

export default defineModule({
  resolvers: [loginResolvers],
  access: {
    "Mutation.recordLogin": SIGNED_IN,
    RecordLoginPayload: SIGNED_IN,
    SessionProfile: SIGNED_IN,
    // Shared by every payload and connection.
    UserError: INHERIT,
    PageInfo: INHERIT,
  },
  costs: {
    "Mutation.recordLogin": {},
  },
});
