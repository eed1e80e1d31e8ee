/**
 * Registers every locale's catalogue, with the value sets' labels and readings in that locale:
 * imported once by each program that renders texts on the server (the React Router server entry,
 * the Express server, scripts) and by the tests. The browser loads only the catalogue of the page
 * it shows (app/entry.client.tsx).
 */
import { registerCatalogue, registerValueSetTranslation } from "./i18n";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { arabicAliases, arabicLabels } from "./value-set-labels-ar";

registerCatalogue("en", en);
registerCatalogue("ar", ar);
registerValueSetTranslation("ar", { labels: arabicLabels, aliases: arabicAliases });
