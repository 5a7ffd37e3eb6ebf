import { siteCheckedPages } from "./checked-pages.ts";
import { describeLanguageSwitch } from "./language-switch.ts";

describeLanguageSwitch(siteCheckedPages());
