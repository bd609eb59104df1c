export type FirstCall = [title: string, url: string, method?: string];
export function timeFirstCalls<T>(
  request: (title: string, url: string, method?: string) => Promise<T>,
  firstPage: FirstCall,
  calls: (first: T) => FirstCall[],
  now?: () => number,
): Promise<{ first: T; times: Map<string, number> }>;
