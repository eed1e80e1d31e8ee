import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { approveAgency, listAgency } from "./support/agencies";
import { expect, expectAccessible, test, visit } from "./support/fixtures";
import { signInAsAgency } from "./support/sign-in";

/**
 * An agency uploads a logo and three portfolio images from its dashboard (plain
 * forms posting files), and once the operator approves the listing sees them on its profile and
 * its directory card, in English and in Arabic, on a phone and on a desktop. The images are drawn
 * with sharp as the test runs.
 */

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

const drawn = async (colour: string, width: number, height: number, format: "png" | "jpeg") => {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
};

/** Whether an image has loaded (scrolled into view first: the gallery's are lazy). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

const texts = {
  en: {
    prefix: "",
    logoLabel: "Logo image",
    uploadLogo: "Upload Logo",
    logoSaved: "Logo updated",
    imageLabel: "Image",
    caption: "Caption (optional)",
    addImage: "Add Image",
    imageAdded: "Image added to your portfolio",
    count: "3 of 8 images",
    work: "Work",
    wrongType: "This file is not a JPEG, PNG, WebP or AVIF image",
  },
  ar: {
    prefix: "/ar",
    logoLabel: "صورة الشعار",
    uploadLogo: "ارفع الشعار",
    logoSaved: "تم تحديث الشعار",
    imageLabel: "الصورة",
    caption: "وصف الصورة (اختياري)",
    addImage: "أضف الصورة",
    imageAdded: "أُضيفت الصورة إلى معرض أعمالك",
    count: "3 من 8 صور",
    work: "من أعمالنا",
    wrongType: "هذا الملف ليس صورة بصيغة JPEG أو PNG أو WebP أو AVIF",
  },
};

for (const locale of ["en", "ar"] as const) {
  const t = texts[locale];
  test(`an agency uploads a logo and three portfolio images and, once approved, sees them on its profile (${locale})`, async ({
    page,
    request,
    adminApi,
  }) => {
    test.slow(); // four uploads through the image pipeline, three pages checked with axe
    const agency = await listAgency(request, "Gallery Studio");
    await signInAsAgency(page, agency.email);
    await visit(page, `${t.prefix}/dashboard`);

    // The logo: a PNG named .jpg is read by its bytes and accepted.
    await page.getByLabel(t.logoLabel).setInputFiles({
      name: "logo.jpg",
      mimeType: "image/jpeg",
      buffer: await drawn("#1d4ed8", 400, 400, "png"),
    });
    await page.getByRole("button", { name: t.uploadLogo }).click();
    await expect(toast(page, t.logoSaved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/dashboard#images$`));
    await expectLoaded(page.locator('#images img[src^="/media/"]').first());

    // A file that is not an image is refused with the reason, in the page's language.
    await page.getByLabel(t.imageLabel, { exact: true }).setInputFiles({
      name: "work.png",
      mimeType: "image/png",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    await page.getByRole("button", { name: t.addImage }).click();
    await expect(toast(page, t.wrongType)).toBeVisible();

    // Three portfolio images, the first with a caption.
    for (const [i, colour] of ["#0f766e", "#b45309", "#7c3aed"].entries()) {
      await page.getByLabel(t.imageLabel, { exact: true }).setInputFiles({
        name: `work-${i}.jpg`,
        mimeType: "image/jpeg",
        buffer: await drawn(colour, 1200, 900, "jpeg"),
      });
      if (i === 0) await page.getByLabel(t.caption).last().fill("Shop front, Dubai Mall");
      await page.getByRole("button", { name: t.addImage }).click();
      await expect(toast(page, t.imageAdded)).toBeVisible();
    }
    await expect(page.getByText(t.count)).toBeVisible();
    await expectAccessible(page);

    // The operator approves the listing; the directory card and the profile show the images.
    await approveAgency(adminApi, agency);
    await visit(page, `${t.prefix}/agencies?q=${agency.word}`);
    const card = page.getByRole("article").filter({ hasText: agency.name });
    const logo = card.locator('img[src^="/media/"]');
    await expect(logo).toHaveAttribute(
      "srcset",
      /^\/media\/agencies\/\d+\/l-[0-9a-f]{16}-128\.webp 2x$/,
    );
    await expectLoaded(logo);

    await card.getByRole("link", { name: agency.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(agency.name);
    await expectLoaded(page.locator('header img[src^="/media/"]'));
    const gallery = page.getByRole("heading", { name: t.work }).locator("xpath=..");
    const thumbs = gallery.getByRole("img");
    await expect(thumbs).toHaveCount(3);
    await expect(thumbs.first()).toHaveAttribute("alt", "Shop front, Dubai Mall");
    for (const thumb of await thumbs.all()) {
      await expect(thumb).toHaveAttribute("width", "480");
      await expect(thumb).toHaveAttribute("height", "360");
      await expectLoaded(thumb);
    }
    await expectAccessible(page);

    // A thumbnail opens the large image, served as WebP and cached for a year.
    const href = await gallery.getByRole("link").first().getAttribute("href");
    const large = await page.request.get(href!);
    expect(large.status()).toBe(200);
    expect(large.headers()["content-type"]).toBe("image/webp");
    expect(large.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(await large.body()).metadata()).width).toBe(1200);
  });
}
