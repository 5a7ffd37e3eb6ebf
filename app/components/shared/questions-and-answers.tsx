import type { PageLanguage, QuestionAndAnswer } from "#app/schema/types.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { Prose } from "./prose.tsx";

/**
 * Questions people ask, each a heading under its section's, with its answer; `small` where they
 * sit in a box under a smaller heading, beside a form.
 */
export function QuestionsAndAnswers({
  questions,
  language,
  small = false,
}: {
  questions: readonly QuestionAndAnswer[];
  language: Pick<PageLanguage, "prefix">;
  small?: boolean;
}) {
  const languageOf = useLanguageOf();
  return (
    <div className={small ? "space-y-4" : "space-y-6"}>
      {questions.map(({ question, answer }, index) => (
        // By position: the list never reorders, and two questions may read alike.
        <div key={index} className="print:break-inside-avoid">
          <h3 lang={languageOf(question)} className={small ? "font-bold" : "text-title font-bold"}>
            <FitWords>{question}</FitWords>
          </h3>
          <div className={small ? "mt-1 text-muted-foreground" : "mt-2 text-muted-foreground"}>
            <Prose text={answer} language={language} />
          </div>
        </div>
      ))}
    </div>
  );
}
