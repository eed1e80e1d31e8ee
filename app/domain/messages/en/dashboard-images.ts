/**
 * The dashboard's Logo and Portfolio sections and what their forms answer (decision 016): the
 * labels, the toasts after an upload, a removal, a move or a caption, and why an upload was
 * refused. Read on the server only: the toasts are flashed by the server, and the dashboard's
 * loader hands the sections their labels, so none of this is in the browser's catalogue, which
 * every form page downloads (../i18n.ts).
 */
export const dashboardImagesEn = {
  logoTitle: "Logo",
  logoIntro:
    "Shown on your card in the directory and at the top of your profile. A square image of at least 256 × 256 pixels looks best.",
  formats: "JPEG, PNG, WebP or AVIF, up to 10 MB.",
  noLogo: "No logo yet: your card shows the first letter of your agency's name.",
  chooseLogo: "Logo image",
  uploadLogo: "Upload Logo",
  replaceLogo: "Replace Logo",
  removeLogo: "Remove Logo",
  portfolioTitle: "Portfolio",
  portfolioIntro: "Up to {max} images of your work, shown on your profile in this order.",
  portfolioCount: "{count} of {max} images",
  noImages: "No portfolio images yet.",
  chooseImage: "Image",
  captionLabel: "Caption (optional)",
  addImage: "Add Image",
  portfolioFull:
    "Your portfolio has {max} images, the most it can hold. Remove one to add another.",
  imageAlt: "Portfolio image {number}",
  moveEarlier: "Move earlier",
  moveLater: "Move later",
  remove: "Remove",
  saveCaption: "Save caption",
  reviewNote: "Changes are public at once; our team re-checks your listing after each change.",
  logoSaved: "Logo updated",
  logoRemoved: "Logo removed",
  imageAdded: "Image added to your portfolio",
  imageRemoved: "Image removed from your portfolio",
  imageMoved: "Portfolio order saved",
  captionSaved: "Caption saved",
  unchanged: "Nothing changed",
  notSaved: "The image was not saved",
  refused: {
    empty: "The file is empty. Choose an image file.",
    tooLarge: "The file is larger than 10 MB. Choose a smaller image.",
    type: "This file is not a JPEG, PNG, WebP or AVIF image. Other files (SVG, GIF, PDF, web pages) are not accepted.",
    unreadable:
      "This image could not be read: it may be damaged or cut short. Save it again, or choose another.",
    tooManyPixels: "This image has more than 50 million pixels. Choose a smaller image.",
    tooManyPixelsFull:
      "This image is too large to process in this format (more than 16 million pixels as AVIF, or as an interlaced or 16-bit PNG). Save it as a JPEG or at a smaller size.",
    busy: "Many images are being processed right now. Try again in a minute.",
    tooSmall: "This image is too small: it needs at least 32 pixels on each side.",
  },
  noFile: "Choose an image file first.",
  notStored:
    "The image could not be stored just now. Nothing was changed: try again in a few minutes.",
  tooMany: "Send one image at a time.",
  unreadable: "This form could not be read. Reload the page and try again.",
  full: "Your portfolio already has {max} images. Remove one to add another.",
  duplicate: "This image is already in your portfolio.",
  notFound: "This image is no longer in your portfolio.",
};
