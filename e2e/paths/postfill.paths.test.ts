import { describeModelPaths } from './framework/describe-paths';
import { postfillModel } from './models/postfill.model';

describeModelPaths(postfillModel);
