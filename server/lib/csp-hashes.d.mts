export const CSP_MANIFEST: string;
export function inlineScriptHashes(html: string): string[];
export function writeCspManifest(clientDir: string): Record<string, string[]>;
