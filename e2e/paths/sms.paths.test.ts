import { describeModelPaths } from './framework/describe-paths';
import { smsModel } from './models/sms.model';

describeModelPaths(smsModel);
