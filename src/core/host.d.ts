export interface PageLocation {
    protocol: string;
    hostname: string;
    port?: string;
}
export interface ApiBaseInput {
    apiBase?: string;
    location?: PageLocation;
    isDesktop?: boolean;
}
export declare function isLocalHost(hostname: string): boolean;
/** Returns the API origin without a trailing slash; '' (relative URLs) when there is no page location. */
export declare function resolveApiBase({ apiBase, location, isDesktop }?: ApiBaseInput): string;
/** WebSocket URL: ws/wss + /v1/ws on the API host (SPEC §7). An explicit wsUrl wins. */
export declare function resolveWsUrl(input?: ApiBaseInput & {
    wsUrl?: string;
}): string;
