/**
 * The privacy notice's current version: the text in app/content/notice/ under this id. Change the words,
 * add a new version (the old stays readable at /privacy/notice/v/<version>); a record names the version the
 * person saw.
 *
 * Its own file, free of zod: the pages read it in the module that loads before the browser turns off zod's
 * compiled parsers (app/lib/zod-jitless.ts), and a schema built earlier would probe with `new Function`.
 */
export const NOTICE_VERSION = "2026-11-28.2";
