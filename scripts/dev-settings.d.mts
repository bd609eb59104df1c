export function devSettings(env: Record<string, string | undefined>): {
  port: number;
  apiPort: number;
  fakePort: number;
  publicUrl: string;
};
