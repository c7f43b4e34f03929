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

  extend type Query {
    "The most recent weeks of the survey, newest first. weeks: 1 to 520."
    mortgageRates(weeks: Int! = 52): [MortgageRateWeek!]!
    latestMortgageRates: LatestMortgageRates!
  }
`;
