// The profile's parts, loaded together by profile-app.tsx: one chunk group, one request fewer.
export { MembershipPanel } from "@/components/premium/membership-panel";
export { PROFILE_FIRST_QUERIES } from "./profile-queries";
export { ProfileView } from "./profile-view";
