import { oneOfEachKind, siteCheckedPages } from "./checked-pages.ts";
import { describeVisitorSettings } from "./visitor-settings.ts";

describeVisitorSettings(oneOfEachKind(siteCheckedPages()));
