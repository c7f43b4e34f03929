export {
  confirmationDeadline,
  daysLeftAt,
  endSession,
  getAccessToken,
  getRefreshToken,
  getServerSessionSnapshot,
  getSessionSnapshot,
  isSignedIn,
  markEmailConfirmed,
  replaceTokens,
  setEmailConfirmationDeadline,
  SIGN_IN_PATH,
  startSession,
  subscribeSession,
  syncSessionFromStorage,
} from "./session";
export type { ConfirmationFields, EmailConfirmationDeadline, EndSessionOptions, SessionSnapshot, SessionTokens } from "./session";
export { EMAIL_CONFIRMATION_KEY, REFRESH_TOKEN_KEY, TOKEN_KEY } from "./storage";
