import { describeAccuracy } from '@/tests/support/foot-accuracy';

describeAccuracy(1, 32);
