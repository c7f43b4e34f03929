/*
 * The rent-or-buy, ARM and points calculators, as one chunk (engine-stage.ts loads each from
 * here). Every async chunk adds its id and content hash to the webpack runtime that every page
 * loads first (about 20 bytes gzip each); as three chunks they put the scenario twins' route over
 * its 15 KB first-load budget (npm run budget:js: 15.1 KB), as one it stays within. The cost is
 * paid after the first load: each of the three pages evaluates the other two calculators' code.
 */
export { ArmCalculatorRoot } from "./arm/arm-calculator";
export { PointsCalculatorRoot } from "./points/points-calculator";
export { RentVsBuyCalculatorRoot } from "./rent-vs-buy/rent-vs-buy-calculator";
