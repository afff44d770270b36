import { describePaths } from './framework/describe-paths';
import { USER_MODELS } from './models';

describePaths('en-GB', USER_MODELS);
