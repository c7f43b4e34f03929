// The profile's parts, loaded together by profile-app.tsx: one chunk group, one request fewer.
export { MEMBERSHIP_PANEL_QUERY, MembershipPanel } from "@/components/premium/membership-panel";
export { PROFILE_FIRST_QUERIES, ProfileView } from "./profile-view";
