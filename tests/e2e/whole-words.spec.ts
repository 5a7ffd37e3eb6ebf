import { siteCheckedPages } from "./checked-pages.ts";
import { describeWholeWords } from "./whole-words.ts";

describeWholeWords(siteCheckedPages());
