import { describeModelPaths } from './framework/describe-paths';
import { cartModel } from './models/cart.model';

describeModelPaths(cartModel);
