// The site diary: anyone who may see the project reads a day's diary, a week's days and the Delay Notice prefill;
// the site manager (supervisors and up) autosaves, signs, adds addenda and files a week's PDF. The BFF refuses lower roles early; core-api
// enforces every rule (project visibility, the version, the lock).
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { SiteDiariesApi } from './site-diaries.api.js';
import { SaveSiteDiaryInput } from './site-diaries.input.js';
import { DiaryDelayPrefill, DiaryWeek, SiteDiary } from './site-diaries.type.js';

@Resolver()
export class SiteDiariesResolver {
  @Query(() => SiteDiary, { description: 'A project’s site diary for a day (YYYY-MM-DD, a London day).' })
  siteDiary(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('date', () => String) date: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SiteDiary> {
    return ctx.get(SiteDiariesApi).get(projectId, date);
  }

  @Query(() => DiaryDelayPrefill, {
    description: 'A Delay Notice’s answers from the diaries between two days.',
  })
  diaryDelayPrefill(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DiaryDelayPrefill> {
    return ctx.get(SiteDiariesApi).delayPrefill(projectId, from, to);
  }

  @Authorized('supervisor')
  @Mutation(() => SiteDiary, { description: 'Autosave the site manager’s part of a day’s diary.' })
  saveSiteDiary(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('date', () => String) date: string,
    @Arg('input', () => SaveSiteDiaryInput) input: SaveSiteDiaryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SiteDiary> {
    return ctx.get(SiteDiariesApi).save(projectId, date, input);
  }

  @Authorized('supervisor')
  @Mutation(() => SiteDiary, { description: 'Sign the day’s diary off (locked; its PDF filed).' })
  signSiteDiary(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('date', () => String) date: string,
    @Arg('version', () => Int) version: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SiteDiary> {
    return ctx.get(SiteDiariesApi).sign(projectId, date, version);
  }

  @Authorized('supervisor')
  @Mutation(() => SiteDiary, { description: 'Add a dated correction to a signed diary.' })
  addSiteDiaryAddendum(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('date', () => String) date: string,
    @Arg('text', () => String) text: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SiteDiary> {
    return ctx.get(SiteDiariesApi).addAddendum(projectId, date, text);
  }

  @Query(() => DiaryWeek, {
    description:
      'A project’s diary week (its Monday, YYYY-MM-DD): each day’s diary and the week’s PDF filing.',
  })
  diaryWeek(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('monday', () => String) monday: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DiaryWeek> {
    return ctx.get(SiteDiariesApi).week(projectId, monday);
  }

  @Authorized('supervisor')
  @Mutation(() => DiaryWeek, {
    description:
      'File the week’s PDF in the project’s files (04 Site Forms) once every diary of it is signed.',
  })
  fileSiteDiaryWeek(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('monday', () => String) monday: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DiaryWeek> {
    return ctx.get(SiteDiariesApi).fileWeek(projectId, monday);
  }
}
