import { describeModelPaths } from './framework/describe-paths';
import { domainLookupModel } from './models/domain-lookup.model';

describeModelPaths(domainLookupModel);
