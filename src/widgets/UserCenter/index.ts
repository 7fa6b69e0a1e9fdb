export { UserCenter } from './UserCenter';
export { UserCenterView, type UserCenterViewProps } from './UserCenterView';
export { useUserCenter, type UserCenterCallbacks } from './useUserCenter';
export { USER_LINKS, USER_LINK_PATHS, USER_LINK_GROUPS, DEMO_BLOCKED, DEMO_BLOCKED_PATHS, type UserLink } from './links';
