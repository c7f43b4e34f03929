import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StoredUpload as StoredUploadModel } from '@/lib/server/uploads/upload-service';
import type { GraphQLContext } from '@/lib/server/api/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with time zone (e.g. 2026-05-14T12:00:00.000Z). */
  DateTime: { input: string; output: Date | string; }
  /** A file sent by the GraphQL multipart request spec. */
  Upload: { input: File; output: File; }
};

/** The newest figure of each series (the 15-year series may end earlier than the 30-year one). */
export type LatestMortgageRates = {
  __typename?: 'LatestMortgageRates';
  rate15YearFixed: Maybe<MortgageRatePoint>;
  rate30YearFixed: Maybe<MortgageRatePoint>;
  /** Where the figures come from. */
  source: Scalars['String']['output'];
};

/** A published rate and the survey week it is from. */
export type MortgageRatePoint = {
  __typename?: 'MortgageRatePoint';
  /** Percent (6.75 = 6.75%). */
  rate: Scalars['Float']['output'];
  weekDate: Scalars['Date']['output'];
};

/** One week of Freddie Mac's Primary Mortgage Market Survey (PMMS); rates in percent (6.75 = 6.75%). */
export type MortgageRateWeek = {
  __typename?: 'MortgageRateWeek';
  /** Average 15-year fixed rate, or null when not published that week. */
  rate15YearFixed: Maybe<Scalars['Float']['output']>;
  /** Average 30-year fixed rate, or null when not published that week. */
  rate30YearFixed: Maybe<Scalars['Float']['output']>;
  /** The survey's weekly release date. */
  weekDate: Scalars['Date']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Stores a JPEG, PNG, WebP or GIF image of at most 5 MB (multipart request). */
  uploadImage: UploadedImage;
};


export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
};

export type Query = {
  __typename?: 'Query';
  latestMortgageRates: LatestMortgageRates;
  /** The most recent weeks of the survey, newest first. weeks: 1 to 520. */
  mortgageRates: Array<MortgageRateWeek>;
};


export type QueryMortgageRatesArgs = {
  weeks?: Scalars['Int']['input'];
};

/** An image stored by the site, served back at url. */
export type UploadedImage = {
  __typename?: 'UploadedImage';
  byteSize: Scalars['Int']['output'];
  /** The type read from the file's bytes: image/jpeg, image/png, image/webp or image/gif. */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Same-origin path that serves the image. */
  url: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LatestMortgageRates: ResolverTypeWrapper<LatestMortgageRates>;
  MortgageRatePoint: ResolverTypeWrapper<MortgageRatePoint>;
  MortgageRateWeek: ResolverTypeWrapper<MortgageRateWeek>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadedImage: ResolverTypeWrapper<StoredUploadModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LatestMortgageRates: LatestMortgageRates;
  MortgageRatePoint: MortgageRatePoint;
  MortgageRateWeek: MortgageRateWeek;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Upload: Scalars['Upload']['output'];
  UploadedImage: StoredUploadModel;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type LatestMortgageRatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatestMortgageRates'] = ResolversParentTypes['LatestMortgageRates']> = ResolversObject<{
  rate15YearFixed?: Resolver<Maybe<ResolversTypes['MortgageRatePoint']>, ParentType, ContextType>;
  rate30YearFixed?: Resolver<Maybe<ResolversTypes['MortgageRatePoint']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MortgageRatePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MortgageRatePoint'] = ResolversParentTypes['MortgageRatePoint']> = ResolversObject<{
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weekDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type MortgageRateWeekResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MortgageRateWeek'] = ResolversParentTypes['MortgageRateWeek']> = ResolversObject<{
  rate15YearFixed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rate30YearFixed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weekDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  uploadImage?: Resolver<ResolversTypes['UploadedImage'], ParentType, ContextType, RequireFields<MutationUploadImageArgs, 'file'>>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  latestMortgageRates?: Resolver<ResolversTypes['LatestMortgageRates'], ParentType, ContextType>;
  mortgageRates?: Resolver<Array<ResolversTypes['MortgageRateWeek']>, ParentType, ContextType, RequireFields<QueryMortgageRatesArgs, 'weeks'>>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadedImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadedImage'] = ResolversParentTypes['UploadedImage']> = ResolversObject<{
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  LatestMortgageRates?: LatestMortgageRatesResolvers<ContextType>;
  MortgageRatePoint?: MortgageRatePointResolvers<ContextType>;
  MortgageRateWeek?: MortgageRateWeekResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadedImage?: UploadedImageResolvers<ContextType>;
}>;

