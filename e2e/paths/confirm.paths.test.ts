import { describeModelPaths } from './framework/describe-paths';
import { confirmModel } from './models/confirm.model';

describeModelPaths(confirmModel);
