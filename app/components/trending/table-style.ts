/**
 * The scroll box of both funnel tables: edge to edge inside its card on phones (so five columns fit in
 * 390px), a bordered box from the sm breakpoint up.
 */
export const TABLE_BOX = "-mx-4 overflow-auto border-y border-ink/10 sm:mx-0 sm:rounded-lg sm:border-x";

/** Cell padding: tight on phones, roomier from sm up. */
export const CELL = "px-2 py-2 sm:px-3";
