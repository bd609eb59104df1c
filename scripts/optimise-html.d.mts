export function optimiseHtml(html: string, clientDir: string): string;
