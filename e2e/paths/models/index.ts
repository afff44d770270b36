import type { AnyUserModel } from '../framework/user-model';
import { confirmModel } from './confirm.model';
import { smsModel } from './sms.model';

/** Every user-level model, in the order the paths run (issue #8). */
export const USER_MODELS: readonly AnyUserModel[] = [confirmModel, smsModel];
