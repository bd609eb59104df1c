export function optimiseHtml(html: string, clientDir: string, bootScript: string): string;
