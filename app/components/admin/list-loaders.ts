import { loadApi, pickParams } from "~/lib/route-data";
import {
  type InvitePage,
  type InviteQuery,
  invitePageSchema,
  inviteQuerySchema,
  type WaitlistPage,
  type WaitlistQuery,
  waitlistPageSchema,
  waitlistQuerySchema,
} from "../../../contract/lists";
import { citiesSchema } from "../../../contract/waitlist";
import { parseListUrl, startOf } from "./list-view";

export interface ListView<Query, Page> {
  query: Query;
  page: Page;
  /** 1-based position of the first row shown. */
  at: number;
  /** Choices for the home-city filter (waitlist only). */
  cities?: string[];
}

let cityNames: Promise<string[]> | undefined;
/** The city list changes with a release, not between pages: load it once per visit. */
function loadCityNames(request: Request) {
  cityNames ??= loadApi(request, "/cities", citiesSchema).then(
    (cities) => cities.map((city) => city.name),
    (error: unknown) => {
      cityNames = undefined;
      throw error;
    },
  );
  return cityNames;
}

const WAITLIST_KEYS = Object.keys(waitlistQuerySchema.shape);
const INVITE_KEYS = Object.keys(inviteQuerySchema.shape);

export async function loadWaitlistView(request: Request): Promise<ListView<WaitlistQuery, WaitlistPage>> {
  const url = new URL(request.url);
  const query = parseListUrl(waitlistQuerySchema, url);
  const [page, cities] = await Promise.all([
    loadApi(request, `/survey_responses${pickParams(url, WAITLIST_KEYS)}`, waitlistPageSchema),
    loadCityNames(request),
  ]);
  return { query, page, at: page.prevCursor ? startOf(url) : 1, cities };
}

export async function loadInvitesView(request: Request): Promise<ListView<InviteQuery, InvitePage>> {
  const url = new URL(request.url);
  const query = parseListUrl(inviteQuerySchema, url);
  const page = await loadApi(request, `/invites/all${pickParams(url, INVITE_KEYS)}`, invitePageSchema);
  return { query, page, at: page.prevCursor ? startOf(url) : 1 };
}
