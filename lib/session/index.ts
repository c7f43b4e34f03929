export {
  confirmationDeadline,
  daysLeftAt,
  getAccessToken,
  getRefreshToken,
  getServerSessionSnapshot,
  getSessionSnapshot,
  isSignedIn,
  SIGN_IN_PATH,
  subscribeSession,
  syncSessionFromStorage,
} from "./session";
export type { ConfirmationFields, EmailConfirmationDeadline, SessionSnapshot, SessionTokens } from "./session";
export { endSession, markEmailConfirmed, replaceTokens, setEmailConfirmationDeadline, startSession, type EndSessionOptions } from "./session-writes";
export { EMAIL_CONFIRMATION_KEY, REFRESH_TOKEN_KEY, TOKEN_KEY } from "./storage";
