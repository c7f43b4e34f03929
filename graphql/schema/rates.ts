export const ratesTypeDefs = /* GraphQL */ `
  "One week of Freddie Mac's Primary Mortgage Market Survey (PMMS); rates in percent (6.75 = 6.75%)."
  type MortgageRateWeek {
    "The survey's weekly release date."
    weekDate: Date!
    "Average 30-year fixed rate, or null when not published that week."
    rate30YearFixed: Float
    "Average 15-year fixed rate, or null when not published that week."
    rate15YearFixed: Float
  }

  "A published rate and the survey week it is from."
  type MortgageRatePoint {
    weekDate: Date!
    "Percent (6.75 = 6.75%)."
    rate: Float!
  }

  "The newest figure of each series (the 15-year series may end earlier than the 30-year one)."
  type LatestMortgageRates {
    rate30YearFixed: MortgageRatePoint
    rate15YearFixed: MortgageRatePoint
    "Where the figures come from."
    source: String!
  }

  "A market rate series the site shows, by its FRED series id (MORTGAGE30US, OBMMIC30YF, ...)."
  type RateSeries {
    "FRED series id."
    id: String!
    "The series title as FRED names it."
    title: String!
    "Short label for tables and charts."
    label: String!
    "Freddie Mac (PMMS, weekly) or Optimal Blue (Mortgage Market Indices, daily)."
    publisher: String!
    "weekly or daily."
    frequency: String!
    "Loan program: conventional, fha, va or usda (jumbo is conventional with jumbo true)."
    program: String!
    termMonths: Int!
    jumbo: Boolean!
    "The citation to show with every figure of the series."
    citation: String!
  }

  "One observation of a series: its date (for PMMS the survey's Thursday) and the rate in percent (6.75 = 6.75%)."
  type RateObservation {
    date: Date!
    rate: Float!
  }

  "A series and its newest observation, or null when the site holds none (no figure is invented)."
  type MarketRate {
    series: RateSeries!
    latest: RateObservation
  }

  "One series' observations in a history range, oldest first."
  type RateHistorySeries {
    series: RateSeries!
    points: [RateObservation!]!
  }

  "The rate history in a range ending at the newest figure the site holds."
  type RateHistory {
    "1y, 5y or all."
    range: String!
    "First and last date of the range; null when the site holds no figure."
    from: Date
    to: Date
    "How daily series are given: daily for 1y; the last observation of each week (ending Thursday) for 5y and all. PMMS is weekly throughout."
    dailySeriesResolution: String!
    "Series with at least one observation in the range."
    series: [RateHistorySeries!]!
  }

  extend type Query {
    "The most recent weeks of the survey, newest first. weeks: 1 to 520."
    mortgageRates(weeks: Int! = 52): [MortgageRateWeek!]!
    latestMortgageRates: LatestMortgageRates!
    "Every series the site knows (PMMS and the Optimal Blue indices) with its newest observation."
    marketRates: [MarketRate!]!
    "Rate history: range 1y, 5y or all; series narrows it to some FRED series ids (default: all)."
    rateHistory(range: String! = "1y", series: [String!]): RateHistory!
  }
`;
