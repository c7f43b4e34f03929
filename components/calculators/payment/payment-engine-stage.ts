/**
 * The first of the payment calculator's two chunks: the engine (lib/mortgage and its reference
 * tables) and the calculator store. Loading the calculator in two steps splits the evaluation of
 * its code into two tasks, a network round apart: evaluated in one go, the whole calculator was
 * one of the longest tasks of a page's start (330 ms on a phone-speed CPU). The second chunk
 * (the calculator's components) is requested from here, so webpack leaves out of it everything
 * this one already holds.
 */
import "@/lib/mortgage/purchase";
import "@/lib/calculator/provider";

/** The second chunk: the calculator itself. */
export const loadPaymentCalculatorModule = () => import("./payment-calculator");
