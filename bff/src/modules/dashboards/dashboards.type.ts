// GraphQL types of the dashboards: a board is the figures core-api computed for the reader (what their role may
// see), each a count, an amount, a breakdown, budgets against committed spend, a list to open or recent activity.
// Field names are core-api's snake_case JSON.
import { GraphQLSafeInt } from 'graphql-scalars';
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export const DashboardBoard = { main: 'main', worker: 'worker' } as const;
export type DashboardBoard = (typeof DashboardBoard)[keyof typeof DashboardBoard];
registerEnumType(DashboardBoard, {
  name: 'DashboardBoard',
  description: '`main`: supervisors and up (/app/dashboard); `worker`: every role, their own work',
});

export const FigureKind = {
  count: 'count',
  percent: 'percent',
  money: 'money',
  breakdown: 'breakdown',
  budget: 'budget',
  list: 'list',
  activity: 'activity',
} as const;
export type FigureKind = (typeof FigureKind)[keyof typeof FigureKind];
registerEnumType(FigureKind, { name: 'FigureKind' });

export const FigureSection = {
  figures: 'figures',
  charts: 'charts',
  due: 'due',
  activity: 'activity',
  mine: 'mine',
} as const;
export type FigureSection = (typeof FigureSection)[keyof typeof FigureSection];
registerEnumType(FigureSection, { name: 'FigureSection' });

export const FigureTone = { info: 'info', warning: 'warning', danger: 'danger' } as const;
export type FigureTone = (typeof FigureTone)[keyof typeof FigureTone];
registerEnumType(FigureTone, { name: 'FigureTone' });

/** One line of a figure: a status and its count, a project and its budget, something due on a date… */
@ObjectType()
export class DashboardFigureItem {
  /** The record a line is about. Not `id`: the same record can be a line of several figures, and a client
   * cache that keys objects by `id` would merge them. */
  @Field(() => ID, { nullable: true, description: 'The record this line is about (a project, a request…)' })
  ref: string | null;
  @Field(() => String) label: string;
  @Field(() => String, { nullable: true }) detail: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (due dates) or an ISO instant (activity)' })
  date: string | null;
  @Field(() => String, { nullable: true, description: 'In-app path that opens it' }) link: string | null;
  @Field(() => FigureTone, { nullable: true }) tone: FigureTone | null;
  @Field(() => Float, { nullable: true }) value: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) amount_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) budget_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) committed_pence: number | null;
}

@ObjectType()
export class DashboardFigure {
  @Field(() => String, { description: 'Stable key (`projects.by_status`); the client keeps figures by it' })
  key: string;
  @Field(() => String) label: string;
  @Field(() => FigureKind) kind: FigureKind;
  @Field(() => FigureSection) section: FigureSection;
  @Field(() => Int) order: number;
  @Field(() => String, {
    nullable: true,
    description: 'In-app path of the list behind the figure, filtered to exactly what it counts',
  })
  link: string | null;
  @Field(() => Int, { nullable: true }) count: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) amount_pence: number | null;
  @Field(() => [DashboardFigureItem]) items: DashboardFigureItem[];
}

@ObjectType()
export class Dashboard {
  @Field(() => DashboardBoard) board: DashboardBoard;
  @Field(() => String) generated_at: string;
  @Field(() => String, { description: 'Today in Europe/London (YYYY-MM-DD)' }) today: string;
  @Field(() => [DashboardFigure]) figures: DashboardFigure[];
}

/** What changed on a board: only the figures whose values moved since the last push (all on the first). */
@ObjectType()
export class DashboardUpdate {
  @Field(() => DashboardBoard) board: DashboardBoard;
  @Field(() => String) generated_at: string;
  @Field(() => String) today: string;
  @Field(() => [DashboardFigure]) figures: DashboardFigure[];
}

// ---- widget figures (issue 39, decision 0083) ----

export const WidgetPeriod = {
  today: 'today',
  yesterday: 'yesterday',
  this_week: 'this_week',
  last_week: 'last_week',
  this_month: 'this_month',
  last_month: 'last_month',
  this_quarter: 'this_quarter',
  last_quarter: 'last_quarter',
  this_year: 'this_year',
  last_year: 'last_year',
  this_tax_year: 'this_tax_year',
  last_tax_year: 'last_tax_year',
  last_7_days: 'last_7_days',
  last_30_days: 'last_30_days',
  last_365_days: 'last_365_days',
} as const;
export type WidgetPeriod = (typeof WidgetPeriod)[keyof typeof WidgetPeriod];
registerEnumType(WidgetPeriod, {
  name: 'WidgetPeriod',
  description:
    'A named range of Europe/London dates, worked out on the day it is answered: weeks from Monday, calendar ' +
    'quarters and years, the UK tax year from 6 April',
});

export const WidgetUnit = { count: 'count', pence: 'pence', hours: 'hours' } as const;
export type WidgetUnit = (typeof WidgetUnit)[keyof typeof WidgetUnit];
registerEnumType(WidgetUnit, { name: 'WidgetUnit', description: 'What a widget figure’s value counts' });

export const WidgetOver = { range: 'range', now: 'now' } as const;
export type WidgetOver = (typeof WidgetOver)[keyof typeof WidgetOver];
registerEnumType(WidgetOver, {
  name: 'WidgetOver',
  description:
    '`range`: the sum over the asked dates; `now`: the value as it stands (the range does not apply)',
});

@InputType({ description: 'Which widget figures, for which project and which dates' })
export class WidgetFiguresInput {
  @Field(() => ID, { nullable: true, description: 'One project (left out: the whole company)' })
  project_id?: string | null;
  @Field(() => WidgetPeriod, { nullable: true, description: 'A named range (this_month when no `from`)' })
  period?: WidgetPeriod | null;
  @Field(() => String, { nullable: true, description: 'First date, YYYY-MM-DD (instead of a period)' })
  @MaxLength(10)
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last date, YYYY-MM-DD (default today)' })
  @MaxLength(10)
  to?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Only these figures (keys); all the caller may read when left out',
  })
  @ArrayMaxSize(50)
  @MaxLength(80, { each: true })
  keys?: string[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'List the projects behind each value (the 100 largest, largest first)',
  })
  by_project?: boolean | null;
}

@ObjectType()
export class WidgetFigureProject {
  @Field(() => ID) project_id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
  @Field(() => Float) value: number;
}

@ObjectType({ description: 'One published widget figure: a sum, company-wide or for one project' })
export class WidgetFigure {
  @Field(() => String, { description: 'Stable key (`plant.hire_cost`), listed in the API page' }) key: string;
  @Field(() => String) label: string;
  @Field(() => WidgetUnit) unit: WidgetUnit;
  @Field(() => WidgetOver) over: WidgetOver;
  @Field(() => Float, { description: 'Whole pence or counts; hours to the hundredth' }) value: number;
  @Field(() => [WidgetFigureProject], { nullable: true, description: 'With `by_project`' })
  by_project: WidgetFigureProject[] | null;
}

@ObjectType()
export class WidgetProjectRef {
  @Field(() => ID) id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
}

@ObjectType({
  description: 'Widget figures for one question; on a subscription, only the figures that moved',
})
export class WidgetFigures {
  @Field(() => String) generated_at: string;
  @Field(() => String, { description: 'Today in Europe/London (YYYY-MM-DD)' }) today: string;
  @Field(() => WidgetPeriod, { nullable: true }) period: WidgetPeriod | null;
  @Field(() => String, { description: 'First date of the range (YYYY-MM-DD, Europe/London)' }) from: string;
  @Field(() => String, { description: 'Last date of the range, included' }) to: string;
  @Field(() => WidgetProjectRef, { nullable: true }) project: WidgetProjectRef | null;
  @Field(() => [WidgetFigure]) figures: WidgetFigure[];
}

@ObjectType()
export class WidgetFigureDefinition {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => String, { description: 'What it counts, the range rule included' }) description: string;
  @Field(() => WidgetUnit) unit: WidgetUnit;
  @Field(() => WidgetOver) over: WidgetOver;
}

@ObjectType({ description: 'The widget figures the caller may read and the named periods' })
export class WidgetCatalogue {
  @Field(() => [WidgetPeriod]) periods: WidgetPeriod[];
  @Field(() => [WidgetFigureDefinition]) figures: WidgetFigureDefinition[];
}
