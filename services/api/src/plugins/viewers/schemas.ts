import { Type } from '@fastify/type-provider-typebox';
import { ViewerProfileSchema } from '@premieres/contracts';
import { ObjectIdSchema } from '../../core/schemas';

export const ViewerProfileParams = Type.Object({ id: ObjectIdSchema });
export const ViewerProfileListSchema = Type.Object({ items: Type.Array(ViewerProfileSchema) });
