import { services, type ServiceSlug } from '@/content/services';
import { businessAutomation } from './business-automation';
import { consultancySolution } from './consultancy-solution';
import { cyberSecurity } from './cyber-security';
import { dataManagement } from './data-management';
import { devops } from './devops';
import { digitalInnovation } from './digital-innovation';
import { iotDevelopment } from './iot-development';
import { mobileDevelopment } from './mobile-development';
import { softwareService } from './software-service';
import { technologySolutions } from './technology-solutions';
import type { ServiceDetails } from './types';
import { webApplicationDevelopment } from './web-application-development';
import { websiteCreation } from './website-creation';

export type { ServiceDetails, ServiceFaq, TechGroup, TitledText } from './types';

/** Every service in services.ts must have details here: a missing or misspelled slug fails the build. */
export const serviceDetails = {
  'software-service': softwareService,
  'consultancy-solution': consultancySolution,
  'business-automation': businessAutomation,
  'data-management': dataManagement,
  'technology-solutions': technologySolutions,
  'digital-innovation': digitalInnovation,
  'website-creation': websiteCreation,
  'web-application-development': webApplicationDevelopment,
  'mobile-development': mobileDevelopment,
  'iot-development': iotDevelopment,
  devops,
  'cyber-security': cyberSecurity,
} as const satisfies Record<ServiceSlug, ServiceDetails>;

export type ServicePage = {
  service: (typeof services)[number];
  details: ServiceDetails;
};

/** The service and its page body for a URL segment, or undefined when no such service exists. */
export function findServicePage(slug: string): ServicePage | undefined {
  const service = services.find((s) => s.slug === slug);
  return service ? { service, details: serviceDetails[service.slug] } : undefined;
}
