import { describeModelPaths } from './framework/describe-paths';
import { checkoutModel } from './models/checkout.model';

describeModelPaths(checkoutModel);
