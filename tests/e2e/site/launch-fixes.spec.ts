import { expect, test } from "@playwright/test";

test.describe("the chat demo is never cut off", () => {
  for (const width of [320, 360, 390, 768, 1024]) {
    test(`every conversation fits its box at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const fits = await page.getByTestId("chat-box").evaluate((box) => {
        const bottom = box.getBoundingClientRect().bottom;
        const lists = [...box.querySelectorAll("ol")];
        return lists.map((list) => {
          const last = list.lastElementChild?.getBoundingClientRect().bottom ?? 0;
          return last <= bottom + 0.5 && box.scrollHeight <= box.clientHeight + 0.5;
        });
      });
      // One invisible sizer per conversation plus the visible list.
      expect(fits.length).toBeGreaterThan(3);
      expect(fits.every(Boolean)).toBe(true);
    });
  }
});

test("the fee table's caption is whole, not clipped by the card's corner", async ({ page }) => {
  await page.goto("/pricing#fees");
  const caption = page.locator("#service-fees caption");
  await expect(caption).toBeVisible();
  const clipped = await caption.evaluate((element) => {
    const card = element.closest("#service-fees") as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = card.getBoundingClientRect();
    const radius = Number.parseFloat(getComputedStyle(card).borderTopLeftRadius);
    // The first glyph must start right of the rounded corner's curve and below the card's top.
    return text.left < box.left + radius / 2 || text.top < box.top;
  });
  expect(clipped).toBe(false);
});

test.describe("pricing links land in the state they promise", () => {
  test("?mode=payg opens on pay as you go and the toggle keeps the URL in step", async ({ page }) => {
    await page.goto("/pricing?mode=payg");
    await expect(page.getByRole("radio", { name: "Pay as you go" })).toBeChecked();
    await expect(page.getByRole("list", { name: "Plans" })).toContainText("Fee per use");
    await page.getByText("Subscription", { exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByText("Pay as you go", { exact: true }).click();
    await expect(page).toHaveURL(/\/pricing\?mode=payg$/);
    await page.reload();
    await expect(page.getByRole("radio", { name: "Pay as you go" })).toBeChecked();
  });

  test("#fees opens with the fee table shown; hiding it drops the hash", async ({ page }) => {
    await page.goto("/pricing#fees");
    await expect(page.getByRole("table")).toBeVisible();
    await page.getByText("Hide Service Fees").click();
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByText("View Service Fees").click();
    await expect(page).toHaveURL(/\/pricing#fees$/);
  });

  test("the service and audience pages link to those states", async ({ page }) => {
    await page.goto("/services/replenishment");
    await page.getByRole("link", { name: "See service fees" }).click();
    await expect(page).toHaveURL(/\/pricing#fees$/);
    await expect(page.getByRole("table")).toBeVisible();
    await page.goto("/forwhom/nri");
    await page.getByRole("link", { name: "See pay-as-you-go prices" }).click();
    await expect(page).toHaveURL(/\/pricing\?mode=payg$/);
    await expect(page.getByRole("radio", { name: "Pay as you go" })).toBeChecked();
  });
});

test("the header stays on one line from 769 to 820px", { tag: "@desktop-only" }, async ({ page }) => {
  await page.goto("/");
  for (const width of [769, 780, 790, 800, 820]) {
    await page.setViewportSize({ width, height: 800 });
    const wrapped = await page.locator("header").evaluate((header) => {
      const row = header.querySelector("div > div") as HTMLElement;
      const items = [...row.querySelectorAll("a, button")].filter((el) => (el as HTMLElement).offsetParent);
      const multiLine = items.filter((el) => el.getBoundingClientRect().height > 48).length;
      // One line: every visible child of the row overlaps every other vertically.
      const boxes = [...row.children]
        .filter((el) => (el as HTMLElement).offsetParent)
        .map((el) => el.getBoundingClientRect());
      const rows = Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom)) ? 1 : 2;
      return { multiLine, rows, overflow: row.scrollWidth > row.clientWidth };
    });
    expect(wrapped, `at ${width}px`).toEqual({ multiLine: 0, rows: 1, overflow: false });
  }
});

test.describe("inner page heroes carry an illustration", () => {
  const pages = [
    "/services/wardrobe",
    "/services/fully-stashed",
    "/services/replenishment",
    "/forwhom/consultants",
    "/forwhom/nri",
    "/forwhom/casual",
    "/company",
  ];
  test("beside the heading on wide screens, decorative and there when the page has loaded", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    const seen = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      const art = page.locator("main section").first().locator("picture img");
      await expect(art).toBeVisible();
      await expect(art).toHaveAttribute("alt", "");
      // Above the fold it is never lazy: drawn by the time the page has loaded, not popping in after.
      const drawn = await art.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
      expect(drawn.src, path).toContain("/illustrations/");
      expect(drawn.width, path).toBeGreaterThan(1);
      seen.add(drawn.src);
    }
    expect(seen.size).toBe(pages.length);
  });

  test("left out on phones, where the text needs the width, and not fetched", { tag: "@mobile-only" }, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/services/wardrobe");
    await expect(page.locator("main section").first().locator("picture img")).toBeHidden();
    expect(fetched.filter((path) => path.startsWith("/illustrations/"))).toEqual([]);
  });
});
