import type { Article } from '../types';
import { businessOfGrowth } from './business-of-growth';
import { solutionToBusiness } from './solution-to-business';
import { marketingOfSolution } from './marketing-of-solution';
import { devopsAutomation } from './devops-automation';
import { securityFirst } from './security-first';
import { clientCentricDesign } from './client-centric-design';
import { dataDrivenInsights } from './data-driven-insights';

/** The article bodies, by route id (spec 2.5: /blog/1 … /blog/7). */
export const articles: readonly Article[] = [
  businessOfGrowth,
  solutionToBusiness,
  marketingOfSolution,
  devopsAutomation,
  securityFirst,
  clientCentricDesign,
  dataDrivenInsights,
];

export function findArticle(id: number): Article | undefined {
  return articles.find((a) => a.id === id);
}
