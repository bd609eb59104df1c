import { useNavigation } from "react-router";
import type { Settled } from "~/lib/route-data";

export type Remote<T> =
  | { status: "loading"; data?: T }
  | { status: "ready"; data: T }
  | { status: "error"; error: string; data?: T };

/**
 * One section's state from the route's loader: while a new range loads, the section keeps showing the
 * last data (marked loading) so the page does not jump.
 */
export function useRemote<T>(settled: Settled<T>): Remote<T> {
  const navigation = useNavigation();
  if (settled.status === "error") return settled;
  return navigation.state === "loading" ? { status: "loading", data: settled.data } : settled;
}
