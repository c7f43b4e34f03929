/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
  rate15YearFixed?: Maybe<MortgageRatePoint>;
  rate30YearFixed?: Maybe<MortgageRatePoint>;
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
  rate15YearFixed?: Maybe<Scalars['Float']['output']>;
  /** Average 30-year fixed rate, or null when not published that week. */
  rate30YearFixed?: Maybe<Scalars['Float']['output']>;
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
