// What a program has besides its card: a page of its own, and on it an application form.
import type { ApplicationContent, Program, ProgramWithPage } from "#app/schema/types.ts";

export function hasPage(program: Program): program is ProgramWithPage {
  return program.page !== undefined;
}

export type ProgramWithApplication = ProgramWithPage & {
  page: ProgramWithPage["page"] & { application: ApplicationContent };
};

export function hasApplication(program: Program): program is ProgramWithApplication {
  return program.page?.application !== undefined;
}
