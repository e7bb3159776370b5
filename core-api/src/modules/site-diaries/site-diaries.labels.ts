// Owns the words the site diary uses for the forms it drafts: each form category in words (the library of UK site
// forms' safety forms among them), and which category and answer key make an induction (the library's Site
// Induction Record, decision 0088: its `operative` answer is the operative's id).
import { LIBRARY_KEYS } from '../forms/index.js';

export const INDUCTION_CATEGORY = 'induction';
export const INDUCTION_OPERATIVE_KEY = LIBRARY_KEYS.inductionOperative;

const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  site_issue: 'Site issue',
  delay_notice: 'Delay notice',
  custom: 'Other form',
  induction: 'Site induction',
  toolbox_talk: 'Toolbox talk',
  rams_briefing: 'RAMS briefing',
  permit_to_work: 'Permit to work',
  scaffold_inspection: 'Scaffold inspection',
  excavation_inspection: 'Excavation inspection',
  plant_pre_use: 'Plant pre-use check',
  accident: 'Accident / near miss',
};

/** A form category in words (an unknown one as it is written, underscores as spaces). */
export function formCategoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category.replace(/_/g, ' ');
}
