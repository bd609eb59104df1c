import type { LightMyRequestResponse } from "fastify";

/** The fields a 4xx answer in the API's error shape names, in its order. */
export function errorFields(response: LightMyRequestResponse): string[] {
  return (response.json().errors as { field: string }[]).map((error) => error.field);
}
